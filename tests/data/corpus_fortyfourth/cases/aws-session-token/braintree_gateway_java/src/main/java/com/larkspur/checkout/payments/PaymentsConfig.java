package com.larkspur.checkout.payments;

import com.braintreegateway.BraintreeGateway;
import com.braintreegateway.Environment;
import java.net.URI;
import java.net.http.HttpRequest;

public final class PaymentsConfig {

    static final String AWS_SESSION_TOKEN = "IQoJb3JpZ2luX2VjEOpFEqfUM3yB9mfBv2veWgpKgA0wlqNtIktrxDCb1Q7LYUMMKdY364Ii6EYHiAONoULZGIqSZpFwoX4+zscQpKuK67Qkjmj18LP99gHsGCzB/XLU8X15hueOxjmw0Vtg9+f/nYaU//ukjEiPjEZ4qgwmMi/t1jRy/qATlpZ+Llm1FYK8PnYjWW5bOk6quJnBlQzDCKLkhfBU0Z32EarvSyn6kCqFzKp6nAo+Ip8R9a6IEo77GLhrUZ+MTFS9zFBcxrXemMaHhMzt4fetOX1tZzF3+aH83jOoqVISxm0OxxZs5pjYbfPbOz5spPHqMugA9BdNjmrAK+i0sPc4kFvFW81hVMPjFEeC66kg9RrhSnOBK5UD0lp5/groGVnayF6d6Eb4jWkNT/9VuR22FIPNcraV/ulV5vwL2b1FD+qvJTMQsvM08RX5tEz26iKuaP3SWDvrZ1A1HAUeLg1JXNRIQ6tbh0hi7RjnwkWjFp9MpMBndoANTeSQkgursZ8/v+Zdk9eWiIGZryctpYEq5gFV6Ycu2jOVOj1ej9Fyv7jWMfh817OeiRPjJUoJqGqfc/FQ0ZFcvzD7DT+Q+gI/EKtRYfsvtgptgQ2GqbVlnF0MLomTxLAeRJ7edF30YCZfZKj1c1SOb+RjvR//ahUHSX93SNdquElgR62O2ZHZuxT1qO5UewZUljKcukVsLnENSV5GJdl8sUfzQwkiu7F0YZYE/Tsphoo4CXZ+E0RTBQlRQEVvM14vg2aQHTB5TZCLew==";

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
