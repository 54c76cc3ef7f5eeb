package com.example.orders.config;

public final class IntegrationConfig {

    public static final String DB_HOST = "db.internal.example.net";
    public static final String AWS_REGION = "eu-west-1";
    public static final String API_KEY = "your-api-key-here";
    public static final String CACHE_TTL = "600";

    private IntegrationConfig() {}
}
