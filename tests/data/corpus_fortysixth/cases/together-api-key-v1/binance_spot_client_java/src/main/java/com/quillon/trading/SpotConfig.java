package com.quillon.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String TOGETHER_KEY = "tgp_v1_jDv5DW0nt8HC6BS_e97_2YHKFcxPiIvkcAMUpqZGkN2";

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
