android {
    namespace = "com.initech.checkout"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "PLANETSCALE_SERVICE_TOKEN_ID", "\"r29vjes28hoy\"")
        buildConfigField("String", "PLANETSCALE_SERVICE_TOKEN", "\"pscale_tkn_ijRGWMKXj4g5iuPWUxsQvt-pmPV14wGAfRpDhuDivUx\"")
    }
    buildFeatures { buildConfig = true }
}
