package com.mercyridge.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String TWILIO_ACCOUNT_SID = "ACcf07be41bef170921e2c2a3f7a967b39";
    static final String TWILIO_TOKEN = "c821a5ca7588afaa2b84136f8d2e570b";

    private SpotConfig() {
    }

    public static SpotClientImpl spot() {
        return new SpotClientImpl(System.getenv("BINANCE_API_KEY"), System.getenv("BINANCE_SECRET_KEY"));
    }

    static HttpRequest limitsCheck() {
        return HttpRequest.newBuilder(URI.create("https://risk.mercyridge-health.org/v1/limits"))
                .header("Content-Type", "application/json")
                .GET()
                .build();
    }
}
