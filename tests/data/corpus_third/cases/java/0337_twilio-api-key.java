package com.example.orders.config;

public final class IntegrationConfig {

    public static final String APP_ENV = "production";
    public static final String PORT = "8080";
    public static final String TWILIO_API_KEY = "SKc3b2373692b7a4a0a33d50a5763decd6";
    public static final String DB_HOST = "db.internal.example.net";

    private IntegrationConfig() {}
}
