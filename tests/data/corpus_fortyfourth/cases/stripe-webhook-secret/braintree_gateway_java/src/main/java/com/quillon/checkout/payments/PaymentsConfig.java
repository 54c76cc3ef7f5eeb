package com.quillon.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String STRIPE_WEBHOOK_SECRET = "ENC[AES256_GCM,data:J3DJUXDcA87c3ty5cISJ1pYArOvmEHkfexBhWBMS9eBYwl5fE8c=,iv:/xJJ9Pw4LF/OkJSDC8dGJ/tLDeFzAme5IkdqM4i3/SA=,tag:bGprsyLum7Coy6/jqu2HmQ==,type:str]";

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
