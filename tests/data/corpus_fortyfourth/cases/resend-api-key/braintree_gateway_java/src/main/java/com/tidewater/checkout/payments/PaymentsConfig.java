package com.tidewater.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String RESEND_API_KEY = "re_IZJ5ZQSj_jXKN0hX9As3LkmWjiNZZJ7X0";

    private static final BraintreeGateway GATEWAY = new BraintreeGateway(Environment.PRODUCTION,
            System.getenv("BT_MERCHANT_ID"), System.getenv("BT_PUBLIC_KEY"), System.getenv("BT_PRIVATE_KEY"));

    private PaymentsConfig() {
    }

    public static BraintreeGateway gateway() {
        return GATEWAY;
    }

    static HttpRequest riskCheck(String body) {
        return HttpRequest.newBuilder(URI.create("https://risk.tidewater-shop.com/v1/score"))
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
