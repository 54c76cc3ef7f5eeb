package com.example.mobile

object BuildSecrets {
    const val TIMEOUT_MS = "3000"
    const val LOG_LEVEL = "info"
    const val ANTHROPIC_API_KEY = "sk-ant-api03-d3Dnh_MLMxuVyMmocnEnQyPgrKEdjq6qt-P_LMHJK9afyGXrsNyyd_7J5HBqZsRPAyJ2bqDXGAFF3lYHBKBo9nqUL9q6CAA"
    const val AWS_REGION = "eu-west-1"
}
