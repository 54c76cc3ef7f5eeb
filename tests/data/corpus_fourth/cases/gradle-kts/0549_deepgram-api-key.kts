android {
    namespace = "com.vandelay.notifyworker"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "WORKER_CONCURRENCY", "\"4\"")
        buildConfigField("String", "DEEPGRAM_API_KEY", "\"d84ddc7e8d377bb40160d6d4c9f5b69f031b8142\"")
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "RETRY_MAX_ATTEMPTS", "\"5\"")
    }
    buildFeatures { buildConfig = true }
}
