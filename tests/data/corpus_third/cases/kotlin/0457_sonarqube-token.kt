package com.example.mobile

object BuildSecrets {
    const val APP_ENV = "production"
    const val DB_HOST = "db.internal.example.net"
    const val SONAR_TOKEN = "sqp_7f16a0acd42ae0f5ce7cd7830d7408a3ec3fe3c9"
    const val TIMEOUT_MS = "3000"
}
