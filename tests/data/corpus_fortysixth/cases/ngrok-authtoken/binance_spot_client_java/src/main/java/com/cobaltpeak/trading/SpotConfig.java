package com.cobaltpeak.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String NGROK_API_KEY = "2fJMDuSMnR2IYqBTL4xeIONsVly_3RgShUy0ojpFm5Qad2apW";

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
