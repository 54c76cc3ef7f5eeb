package com.ridgefield.policy.delivery;

import com.docusign.esign.api.EnvelopesApi;
import com.docusign.esign.client.ApiClient;
import com.docusign.esign.model.*;
import java.net.URI;
import java.net.http.*;
import java.util.List;

/** Sends a new policy's declarations page and application for e-signature (DocuSign eSignature Java SDK, JWT grant). */
public class PolicyDeliveryService {
    private static final String BASE_PATH = "https://demo.docusign.net/restapi";
    private static final String REFRESH_TOKEN_TTL = "2592000";

    public String send(String policyNumber, String email, String name, byte[] pdf) throws Exception {
        ApiClient api = new ApiClient(BASE_PATH);
        api.setOAuthBasePath("account-d.docusign.com");
        var token = api.requestJWTUserToken(System.getenv("DS_INTEGRATION_KEY"), System.getenv("DS_USER_ID"), List.of("signature", "impersonation"),
            java.nio.file.Files.readAllBytes(java.nio.file.Path.of("/run/secrets/ds_rsa_private.pem")), 3600);
        api.addDefaultHeader("Authorization", "Bearer " + token.getAccessToken());
        Document doc = new Document().documentBase64(java.util.Base64.getEncoder().encodeToString(pdf)).name("Policy " + policyNumber).fileExtension("pdf").documentId("1");
        Signer signer = new Signer().email(email).name(name).recipientId("1").tabs(new Tabs().signHereTabs(List.of(new SignHere().anchorString("/insured_sig/"))));
        EnvelopeDefinition env = new EnvelopeDefinition().emailSubject("Your policy " + policyNumber + " - please sign").documents(List.of(doc))
            .recipients(new Recipients().signers(List.of(signer))).status("sent");
        String id = new EnvelopesApi(api).createEnvelope(System.getenv("DS_ACCOUNT_ID"), env).getEnvelopeId();
        HttpRequest note = HttpRequest.newBuilder(URI.create("https://api.ridgefield-casualty.com/api/v1/policy/deliveries"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"envelopeId\":\"" + id + "\"}")).build();
        HttpClient.newHttpClient().send(note, HttpResponse.BodyHandlers.discarding());
        return id;
    }
}
