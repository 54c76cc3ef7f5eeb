android {
    namespace = "com.soylent.statuspage"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "RETRY_MAX_ATTEMPTS", "\"5\"")
        buildConfigField("String", "TWILIO_SID", "\"SK5665a3b9e91f785298a94f8df33c9a35\"")
        buildConfigField("String", "TWILIO_ACCOUNT_SID", "\"AC4b37d512cdac3c993a16ad4faa39cdbe\"")
        buildConfigField("String", "TWILIO_SECRET", "\"yQ1TzVY7sweC7une3qGsM0qZIXzvUdmc\"")
        buildConfigField("String", "APP_ENV", "\"production\"")
    }
    buildFeatures { buildConfig = true }
}
