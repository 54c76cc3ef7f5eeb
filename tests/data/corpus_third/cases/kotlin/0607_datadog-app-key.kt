package com.example.mobile

object BuildSecrets {
    const val PORT = "8080"
    const val CACHE_TTL = "600"
    const val DD_APP_KEY = "ea673bc2c37d80a5de20b8a2628c6068430afd94"
    const val APP_ENV = "production"
}
