package com.example.orders.config;

public final class IntegrationConfig {

    public static final String FEATURE_FLAGS = "search,billing";
    public static final String TIMEOUT_MS = "3000";
    public static final String NEW_RELIC_API_KEY = "NRAK-XXXXXXXXXXXXXXXXXXXXXXXXXXX";
    public static final String AWS_REGION = "eu-west-1";

    private IntegrationConfig() {}
}
