package com.example.orders.config;

public final class IntegrationConfig {

    public static final String TIMEOUT_MS = "3000";
    public static final String DB_HOST = "db.internal.example.net";
    public static final String ConnectionStrings__OrdersDb = "Server=localhost;Database=orders;User Id=sa;Password=********;";
    public static final String LOG_LEVEL = "info";

    private IntegrationConfig() {}
}
