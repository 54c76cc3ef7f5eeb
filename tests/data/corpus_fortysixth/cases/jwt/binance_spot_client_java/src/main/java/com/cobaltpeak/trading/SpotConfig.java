package com.cobaltpeak.trading;

import com.binance.connector.client.impl.SpotClientImpl;
import java.net.URI;
import java.net.http.HttpRequest;

public final class SpotConfig {

    static final String SUPABASE_ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InB2YXFtb3FtY3dhcXZuZXB4eGZuIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MjM4NDUxNjAsImV4cCI6MjAzOTIwNTE2MH0.saYmfPXRV_kJHUCxew_1jMmvL_91rGT-f2yckuiG-2E";

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
