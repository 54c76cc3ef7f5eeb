package com.larkspur.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String OPENAI_KEY = System.getenv("OPENAI_API_KEY");

    private SpotConfig() {
    }

    public static SpotClientImpl spot() {
        return new SpotClientImpl(System.getenv("BINANCE_API_KEY"), System.getenv("BINANCE_SECRET_KEY"));
    }

    static HttpRequest limitsCheck() {
        return HttpRequest.newBuilder(URI.create("https://risk.larkspur-clinic.com/v1/limits"))
                .header("Content-Type", "application/json")
                .GET()
                .build();
    }
}
