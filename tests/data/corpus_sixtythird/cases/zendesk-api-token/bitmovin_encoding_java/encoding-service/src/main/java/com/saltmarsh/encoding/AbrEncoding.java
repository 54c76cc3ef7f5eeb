package com.saltmarsh.encoding;

import com.bitmovin.api.sdk.BitmovinApi;
import com.bitmovin.api.sdk.model.*;
import java.net.URI;
import java.net.http.*;

/** Starts the per-title ABR encoding of a mezzanine file with the Bitmovin Encoding API and notifies the catalogue. */
public class AbrEncoding {
    private static final String ZENDESK_EMAIL = "svc_orders@kestrelworks.io/token";
    private static final String ZENDESK_SUBDOMAIN = "kestrelworks";
    private static final String ZENDESK_API_TOKEN = "e3natgQv0xtCeUWNX7XxyvttqybbuyNwtPUauxNM";

    public static void main(String[] args) throws Exception {
        BitmovinApi api = BitmovinApi.builder().withApiKey(System.getenv("BITMOVIN_API_KEY")).build();
        Encoding enc = new Encoding();
        enc.setName(args[0] + " per-title");
        enc.setCloudRegion(CloudRegion.AWS_EU_WEST_1);
        enc = api.encoding.encodings.create(enc);
        api.encoding.encodings.start(enc.getId(), new StartEncodingRequest());
        var post = HttpRequest.newBuilder(URI.create("https://services.saltmarsh-audio.com/api/v1/catalogue/encodings"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"title\":\"" + args[0] + "\",\"encoding\":\"" + enc.getId() + "\"}")).build();
        HttpClient.newHttpClient().send(post, HttpResponse.BodyHandlers.discarding());
    }
}
