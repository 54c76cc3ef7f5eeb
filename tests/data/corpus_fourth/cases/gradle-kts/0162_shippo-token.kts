android {
    namespace = "com.soylent.searchindexer"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "APP_ENV", "\"production\"")
        buildConfigField("String", "SHIPPO_API_TOKEN", "\"shippo_live_542801da3afd22d1338fc15c2c43d7c883049ec7\"")
        buildConfigField("String", "CACHE_TTL_SECONDS", "\"300\"")
    }
    buildFeatures { buildConfig = true }
}
