package com.kestrel.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String FRAMEIO_TOKEN = "fio-u-XTYwW7jZZQulVlTwRNSJH-kHgIcGlEu1J-GFpHTZ0vNv4U4yrOvHYU0u_pshc61w";

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
