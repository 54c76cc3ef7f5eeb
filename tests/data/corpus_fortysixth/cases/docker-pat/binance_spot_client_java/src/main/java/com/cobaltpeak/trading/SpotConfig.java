package com.cobaltpeak.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String DOCKER_IMAGE_DIGEST = "sha256:1649a6896aa9a168affa7b4c0c34c559c3f245f4c73cc41b2bf12bc8986781ce";

    private SpotConfig() {
    }

    public static SpotClientImpl spot() {
        return new SpotClientImpl(System.getenv("BINANCE_API_KEY"), System.getenv("BINANCE_SECRET_KEY"));
    }

    static HttpRequest limitsCheck() {
        return HttpRequest.newBuilder(URI.create("https://risk.cobaltpeak-labs.ca/v1/limits"))
                .header("Content-Type", "application/json")
                .GET()
                .build();
    }
}
