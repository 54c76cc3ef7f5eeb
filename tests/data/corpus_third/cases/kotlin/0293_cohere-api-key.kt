package com.example.mobile

object BuildSecrets {
    const val APP_ENV = "production"
    const val TIMEOUT_MS = "3000"
    const val COHERE_REQUEST_ID = "3c77112b-3325-4267-b14b-c1faa52993d1"
    const val LOG_LEVEL = "info"
}
