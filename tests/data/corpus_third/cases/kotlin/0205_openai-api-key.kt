package com.example.mobile

object BuildSecrets {
    const val APP_ENV = "production"
    const val FEATURE_FLAGS = "search,billing"
    const val OPENAI_API_KEY = "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"
    const val AWS_REGION = "eu-west-1"
}
