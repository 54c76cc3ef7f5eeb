package gov.pinehurst.benefits.identity;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.web.bind.annotation.*;

/** ID.me OIDC callback of the benefits portal: exchanges the code (scope `http://idmanagement.gov/ns/assurance/ial/2/aal/2`) and records the verification. */
@RestController
public class IdMeCallbackController {
    private static final String TOKEN_URL = "https://api.id.me/oauth/token";
    private static final String OPENAI_API_KEY = "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";
    private final HttpClient http = HttpClient.newHttpClient();

    @GetMapping("/auth/idme/callback")
    public String callback(@RequestParam String code) throws Exception {
        String form = "grant_type=authorization_code&code=" + code + "&redirect_uri=https://benefits.pinehurst-sos.gov/auth/idme/callback"
            + "&client_id=" + System.getenv("IDME_CLIENT_ID") + "&client_secret=" + System.getenv("IDME_CLIENT_SECRET");
        HttpResponse<String> tok = http.send(HttpRequest.newBuilder(URI.create(TOKEN_URL)).header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        HttpRequest audit = HttpRequest.newBuilder(URI.create("https://foia-portal.pinehurst-sos.gov/api/v1/identity/verifications"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"status\":" + tok.statusCode() + "}")).build();
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding());
        return "redirect:/apply";
    }
}
