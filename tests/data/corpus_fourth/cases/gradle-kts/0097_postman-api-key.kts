android {
    namespace = "com.globex.crmbridge"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "FEATURE_BATCHING", "\"true\"")
        buildConfigField("String", "POSTMAN_API_KEY", "\"PMAK-446e*******************************************************\"")
    }
    buildFeatures { buildConfig = true }
}
