package com.example.orders.config;

public final class IntegrationConfig {

    public static final String DB_HOST = "db.internal.example.net";
    public static final String CACHE_TTL = "600";
    public static final String TF_TOKEN_app_terraform_io = "9xIhBZIOexrDAC.atlasv1.GvyTLrL6F3W8R8ve7BZ7XX40Im0LYeH1poUqyLlEXAIWMugHlOiRT71LRby0ifUSMRN";
    public static final String AWS_REGION = "eu-west-1";

    private IntegrationConfig() {}
}
