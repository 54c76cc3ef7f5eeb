package com.example.orders.config;

public final class IntegrationConfig {

    public static final String PORT = "8080";
    public static final String APP_ENV = "production";
    public static final String TEAMS_WEBHOOK_URL = "https://qcfjqqjh.webhook.office.com/webhookb2/050fb781-af88-47b7-a2d3-bc5da0b4f8f1@a5dbad6e-b626-4766-8f10-3c69758a238c/IncomingWebhook/d2c77052311d547c7ae4fcd9a87b8103/fefc5ea5-8b53-4aae-9657-26c001f5c6db/V2PJnBW_fZtFsBo144Jdt1AtaJw9C8cmvggEtzRUKTfTx";
    public static final String FEATURE_FLAGS = "search,billing";

    private IntegrationConfig() {}
}
