package com.larkspur.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAI8XqQqi7kTAZLbDHNdLzo";
    static final String ALIBABA_CLOUD_ACCESS_KEY_SECRET = "EpOYKvEZcSqy2X4qiMfNlSlxnKCTFs";

    private static final BraintreeGateway GATEWAY = new BraintreeGateway(Environment.PRODUCTION,
            System.getenv("BT_MERCHANT_ID"), System.getenv("BT_PUBLIC_KEY"), System.getenv("BT_PRIVATE_KEY"));

    private PaymentsConfig() {
    }

    public static BraintreeGateway gateway() {
        return GATEWAY;
    }

    static HttpRequest riskCheck(String body) {
        return HttpRequest.newBuilder(URI.create("https://risk.larkspur-retail.com/v1/score"))
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
