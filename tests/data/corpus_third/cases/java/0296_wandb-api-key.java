package com.example.orders.config;

public final class IntegrationConfig {

    public static final String SENTRY_ENVIRONMENT = "prod";
    public static final String FEATURE_FLAGS = "search,billing";
    public static final String WANDB_API_KEY = "db8662241b5a101e93027032155ea2e1ec116803";
    public static final String TIMEOUT_MS = "3000";

    private IntegrationConfig() {}
}
