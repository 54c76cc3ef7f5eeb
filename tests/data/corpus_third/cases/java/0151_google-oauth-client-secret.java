package com.example.orders.config;

public final class IntegrationConfig {

    public static final String APP_ENV = "production";
    public static final String SENTRY_ENVIRONMENT = "prod";
    public static final String GOOGLE_CLIENT_SECRET = "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";
    public static final String CACHE_TTL = "600";

    private IntegrationConfig() {}
}
