package com.example.mobile

object BuildSecrets {
    const val SERVICE_NAME = "orders-api"
    const val APP_ENV = "production"
    const val AWS_ACCESS_KEY_ID = "AKIAXXXXXXXXXXXXXXXX"
    const val FEATURE_FLAGS = "search,billing"
}
