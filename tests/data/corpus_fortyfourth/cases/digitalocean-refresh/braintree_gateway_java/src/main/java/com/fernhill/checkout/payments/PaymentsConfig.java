package com.fernhill.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String DO_REFRESH_TOKEN = "dor_v1_6c4317dd75c280293d8d402fe8d5d856147cdefbd6bd9eb7729b4d9debbace4f";

    private static final BraintreeGateway GATEWAY = new BraintreeGateway(Environment.PRODUCTION,
            System.getenv("BT_MERCHANT_ID"), System.getenv("BT_PUBLIC_KEY"), System.getenv("BT_PRIVATE_KEY"));

    private PaymentsConfig() {
    }

    public static BraintreeGateway gateway() {
        return GATEWAY;
    }

    static HttpRequest riskCheck(String body) {
        return HttpRequest.newBuilder(URI.create("https://risk.fernhill-foods.com/v1/score"))
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
