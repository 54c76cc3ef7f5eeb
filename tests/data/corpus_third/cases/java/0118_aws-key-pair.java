package com.example.orders.config;

public final class IntegrationConfig {

    public static final String CACHE_TTL = "600";
    public static final String FEATURE_FLAGS = "search,billing";
    public static final String AWS_ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE";
    public static final String AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    public static final String PORT = "8080";

    private IntegrationConfig() {}
}
