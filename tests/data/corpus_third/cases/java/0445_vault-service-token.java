package com.example.orders.config;

public final class IntegrationConfig {

    public static final String DB_HOST = "db.internal.example.net";
    public static final String APP_ENV = "production";
    public static final String VAULT_TOKEN = "hvs.CAESIUoCuK11SHNXFLiq9N-GXJIw3A633LEOkbfQlFV9V2mUqNfzjR8N7-Tetpn9K_KC1FKjTbvK02vl-MFWoLgQorI";
    public static final String LOG_LEVEL = "info";

    private IntegrationConfig() {}
}
