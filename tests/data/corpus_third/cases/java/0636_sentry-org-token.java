package com.example.orders.config;

public final class IntegrationConfig {

    public static final String DB_HOST = "db.internal.example.net";
    public static final String SERVICE_NAME = "orders-api";
    public static final String SENTRY_AUTH_TOKEN = "sntrys_...YOto";
    public static final String LOG_LEVEL = "info";

    private IntegrationConfig() {}
}
