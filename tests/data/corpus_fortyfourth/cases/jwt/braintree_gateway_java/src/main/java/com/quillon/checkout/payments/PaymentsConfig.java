package com.quillon.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String ID_TOKEN = "eyJhbGciOiJFUzI1NiIsImtpZCI6ImZmZmY1NmRlMDYzYzQyY2MifQ.eyJzdWIiOiJkNTg1OWI0OS0yNjIzLTQ0Y2YtOWRjNi03NzE0NGE0MzVmMDgiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTczNTUzMzI2MywiZXhwIjoxNzM1NTM2ODYzLCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.Jae5_93oxER7n5L0eFRSON3djXXT03CIjbB4tVuu2sEjN_YW5A_JZwywEjfGwDf2AD05SsoO3PAWTVN9ZEs17w";

    private static final BraintreeGateway GATEWAY = new BraintreeGateway(Environment.PRODUCTION,
            System.getenv("BT_MERCHANT_ID"), System.getenv("BT_PUBLIC_KEY"), System.getenv("BT_PRIVATE_KEY"));

    private PaymentsConfig() {
    }

    public static BraintreeGateway gateway() {
        return GATEWAY;
    }

    static HttpRequest riskCheck(String body) {
        return HttpRequest.newBuilder(URI.create("https://risk.quillon.net/v1/score"))
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
