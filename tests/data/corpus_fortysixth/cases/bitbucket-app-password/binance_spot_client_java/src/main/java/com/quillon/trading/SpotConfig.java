package com.quillon.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String BITBUCKET_USERNAME = "deploy";
    static final String BITBUCKET_APP_PASSWORD = "ATBBshzmXG0LuaiL6cH6GeTz0VW812D0E4A6";

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
