package com.example.orders.config;

public final class IntegrationConfig {

    public static final String PORT = "8080";
    public static final String SENTRY_ENVIRONMENT = "prod";
    public static final String CLAUDE_CODE_OAUTH_TOKEN = "sk-ant-oat01-wd-pPtSbbd_KG5SP00beeFXukTwtVCqfIcHPnRg_R4VMBDKmlzkKzeKgQdA5jjpc5Shjp-pd_VCcD-wVd8r8iY7JAL_siAA";
    public static final String LOG_LEVEL = "info";

    private IntegrationConfig() {}
}
