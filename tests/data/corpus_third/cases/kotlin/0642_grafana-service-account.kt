package com.example.mobile

object BuildSecrets {
    const val APP_ENV = "production"
    const val LOG_LEVEL = "info"
    const val GRAFANA_TOKEN = "glsa_uXNO1Cgt1ZAOpV6Cf5LDpxbDdkE6o61X_65052070"
    const val TIMEOUT_MS = "3000"
}
