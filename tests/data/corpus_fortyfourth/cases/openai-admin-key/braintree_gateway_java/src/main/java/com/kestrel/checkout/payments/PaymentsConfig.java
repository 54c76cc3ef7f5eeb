package com.kestrel.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String OAI_ADMIN_KEY = "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";

    private static final BraintreeGateway GATEWAY = new BraintreeGateway(Environment.PRODUCTION,
            System.getenv("BT_MERCHANT_ID"), System.getenv("BT_PUBLIC_KEY"), System.getenv("BT_PRIVATE_KEY"));

    private PaymentsConfig() {
    }

    public static BraintreeGateway gateway() {
        return GATEWAY;
    }

    static HttpRequest riskCheck(String body) {
        return HttpRequest.newBuilder(URI.create("https://risk.kestrel-telecom.io/v1/score"))
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
