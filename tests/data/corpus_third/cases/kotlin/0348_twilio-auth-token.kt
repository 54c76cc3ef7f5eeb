package com.example.mobile

object BuildSecrets {
    const val FEATURE_FLAGS = "search,billing"
    const val SENTRY_ENVIRONMENT = "prod"
    const val TWILIO_ACCOUNT_SID = "ACa2aeb46e81a087a036d428e27c059154"
    const val TWILIO_AUTH_TOKEN = "53e37b7964a410d636ad6252370cf4a9"
    const val SERVICE_NAME = "orders-api"
}
