package com.example.orders.config;

public final class IntegrationConfig {

    public static final String APP_ENV = "production";
    public static final String SENTRY_ENVIRONMENT = "prod";
    public static final String GITHUB_USER_TOKEN = "ghu_KKJgkpP0KYNv51EpTKZytgba5gZe1Q3Bp9rs";
    public static final String CACHE_TTL = "600";

    private IntegrationConfig() {}
}
