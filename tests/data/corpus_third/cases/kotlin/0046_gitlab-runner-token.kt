package com.example.mobile

object BuildSecrets {
    const val LOG_LEVEL = "info"
    const val AWS_REGION = "eu-west-1"
    const val RUNNER_TOKEN = "glrt-72nryMzrPifmATvhDdlX"
    const val SERVICE_NAME = "orders-api"
}
