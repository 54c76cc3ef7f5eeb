android {
    namespace = "com.vandelay.ordersapi"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "RETRY_MAX_ATTEMPTS", "\"5\"")
        buildConfigField("String", "OKTA_ORG_URL", "\"https://uikoevgg.okta.com\"")
        buildConfigField("String", "OKTA_API_TOKEN", "\"00IDR7DCdu_GvrB7FE8dVGqpUHNRrIPkgaHvMerzqA\"")
        buildConfigField("String", "AWS_REGION", "\"eu-west-1\"")
        buildConfigField("String", "LOG_LEVEL", "\"info\"")
    }
    buildFeatures { buildConfig = true }
}
