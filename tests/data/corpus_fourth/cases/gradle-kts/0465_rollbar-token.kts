android {
    namespace = "com.acmecorp.statuspage"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "FEATURE_BATCHING", "\"true\"")
        buildConfigField("String", "ROLLBAR_ACCESS_TOKEN", "\"${{ secrets.ROLLBAR_ACCESS_TOKEN }}\"")
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "WORKER_CONCURRENCY", "\"4\"")
    }
    buildFeatures { buildConfig = true }
}
