package com.example.mobile

object BuildSecrets {
    const val SERVICE_NAME = "orders-api"
    const val DB_HOST = "db.internal.example.net"
    const val SLACK_BOT_TOKEN = "xoxb-your-bot-token"
    const val FEATURE_FLAGS = "search,billing"
}
