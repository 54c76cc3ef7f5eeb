package com.mercyridge.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String HEROKU_DYNO_ID = "5990f7e1-e5fc-4def-95f6-823a81c395d4";

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
