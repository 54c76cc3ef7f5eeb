android {
    namespace = "com.hooli.searchindexer"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "WORKER_CONCURRENCY", "\"4\"")
        buildConfigField("String", "SNYK_TOKEN", "\"xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\"")
    }
    buildFeatures { buildConfig = true }
}
