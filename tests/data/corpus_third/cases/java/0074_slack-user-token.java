package com.example.orders.config;

public final class IntegrationConfig {

    public static final String PORT = "8080";
    public static final String TIMEOUT_MS = "3000";
    public static final String SLACK_USER_TOKEN = "xoxp-688495629864-055656426156-6547181137479-a0203c58e1dc97ede33b53d57a3f343c";
    public static final String DB_HOST = "db.internal.example.net";

    private IntegrationConfig() {}
}
