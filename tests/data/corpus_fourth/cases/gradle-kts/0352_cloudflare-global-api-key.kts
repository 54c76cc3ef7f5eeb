android {
    namespace = "com.initech.reports"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "RETRY_MAX_ATTEMPTS", "\"5\"")
        buildConfigField("String", "CLOUDFLARE_EMAIL", "\"xladgo@jvyolz.io\"")
        buildConfigField("String", "CLOUDFLARE_API_KEY", "\"changeme\"")
        buildConfigField("String", "LOG_LEVEL", "\"info\"")
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
    }
    buildFeatures { buildConfig = true }
}
