android {
    namespace = "com.soylent.searchindexer"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "HTTP_TIMEOUT", "\"30\"")
        buildConfigField("String", "PLAID_ENV", "\"production\"")
        buildConfigField("String", "PLAID_ACCESS_TOKEN", "\"{{resolve:ssm:/prod/plaid-access-token}}\"")
        buildConfigField("String", "LOG_LEVEL", "\"info\"")
    }
    buildFeatures { buildConfig = true }
}
