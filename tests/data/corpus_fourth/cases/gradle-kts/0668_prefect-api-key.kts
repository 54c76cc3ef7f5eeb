android {
    namespace = "com.northwind.notifyworker"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "WORKER_CONCURRENCY", "\"4\"")
        buildConfigField("String", "METRIC_NAME", "\"handle_pnu_default_parse\"")
    }
    buildFeatures { buildConfig = true }
}
