package com.mercyridge.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String AZURE_CLIENT_ID = "2a1bf852-dcb8-4038-a2d2-5197c20abe04";
    static final String AZURE_TENANT_ID = "0158d077-e9df-4aed-9677-19bae72b2e21";
    static final String AZURE_AD_CLIENT_SECRET = "oUe7Q~5quWM9zjKA~VlG-vuNJ8aN2TalfvBobae8";

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
