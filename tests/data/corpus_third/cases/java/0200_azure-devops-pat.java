package com.example.orders.config;

public final class IntegrationConfig {

    public static final String APP_ENV = "production";
    public static final String AWS_REGION = "eu-west-1";
    public static final String AZURE_DEVOPS_PAT = "qutnh72cesurof7woqjfdudgamwceskliao47hmybyigxbtll7x2";
    public static final String TIMEOUT_MS = "3000";

    private IntegrationConfig() {}
}
