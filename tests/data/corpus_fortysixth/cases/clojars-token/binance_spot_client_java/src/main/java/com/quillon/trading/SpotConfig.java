package com.quillon.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String CLOJARS_PASSWORD = "CLOJARS_672fce147729ea889040ce856860241d0af2cf28a20c5459c19d1c385c66";

    private SpotConfig() {
    }

    public static SpotClientImpl spot() {
        return new SpotClientImpl(System.getenv("BINANCE_API_KEY"), System.getenv("BINANCE_SECRET_KEY"));
    }

    static HttpRequest limitsCheck() {
        return HttpRequest.newBuilder(URI.create("https://risk.quillon-bank.net/v1/limits"))
                .header("Content-Type", "application/json")
                .GET()
                .build();
    }
}
