android {
    namespace = "com.initech.supportbot"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "API_TOKEN", "\"dapi597c5f2102ca75c81ede4d1bd2be7295-2\"")
        buildConfigField("String", "LOG_LEVEL", "\"info\"")
    }
    buildFeatures { buildConfig = true }
}
