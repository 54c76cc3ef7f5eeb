package com.fernhill.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String RAZORPAY_KEY_ID = "rzp_live_MAA5uKv1IhYg2V";
    static final String RZP_KEY_SECRET = "3EtZqGVmtrbUaU5jD6IVX38r";

    private SpotConfig() {
    }

    public static SpotClientImpl spot() {
        return new SpotClientImpl(System.getenv("BINANCE_API_KEY"), System.getenv("BINANCE_SECRET_KEY"));
    }

    static HttpRequest limitsCheck() {
        return HttpRequest.newBuilder(URI.create("https://risk.fernhill-capital.com/v1/limits"))
                .header("Content-Type", "application/json")
                .GET()
                .build();
    }
}
