package com.tidewater.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String JIRA_EMAIL = "ci-bot@kestrelworks.io";
    static final String JIRA_API_TOKEN = "ATATT3xFfGF0QeP_BzdVmwjiuJaxhoa-kQRr3xMQKlU5fBYfMAqtq8l-U8Qpk0A23mybrOLKLv7RNlOHpbO_fXw9_ahQm1WMFskUl6O9aokB_yj5Fhw9bDHZSBl1UbmcNU_YQ-QolIQPSN_HiYuiUOgQjwc5_L-gqYc1H-zKN3jvD6e_-2x4Wzf=32119F9A";

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
