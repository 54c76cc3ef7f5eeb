package com.example.mobile

object BuildSecrets {
    const val LOG_LEVEL = "info"
    const val CACHE_TTL = "600"
    const val SOPS_AGE_RECIPIENTS = "age10q38d8p4xrs3s0frvn0wppthernlxdszqmx5najn0j9vg3mlq4zsmqrg7c"
    const val AWS_REGION = "eu-west-1"
}
