android {
    namespace = "com.vandelay.ledger"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "GITLAB_SCIM_TOKEN", "\"glsoat-FAKEFA_KEFAKEFAKEFAK\"")
    }
    buildFeatures { buildConfig = true }
}
