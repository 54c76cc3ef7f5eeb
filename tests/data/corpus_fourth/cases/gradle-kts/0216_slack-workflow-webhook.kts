android {
    namespace = "com.northwind.billingsync"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "RETRY_MAX_ATTEMPTS", "\"5\"")
        buildConfigField("String", "SLACK_WORKFLOW_WEBHOOK_URL", "\"https://hooks.slack.com/triggers/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\"")
    }
    buildFeatures { buildConfig = true }
}
