android {
    namespace = "com.acmecorp.mediapipeline"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "APP_ENV", "\"production\"")
        buildConfigField("String", "PAGERDUTY_TOKEN", "\"89dfe4217a958fa7eb25f2e4daee74b5\"")
        buildConfigField("String", "WORKER_CONCURRENCY", "\"4\"")
        buildConfigField("String", "FEATURE_BATCHING", "\"true\"")
    }
    buildFeatures { buildConfig = true }
}
