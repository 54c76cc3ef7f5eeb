package com.example.mobile

object BuildSecrets {
    const val CACHE_TTL = "600"
    const val TIMEOUT_MS = "3000"
    const val TEAMS_WEBHOOK_URL = "https://kxjyvohs.webhook.office.com/webhookb2/5f67c662-8128-4c35-ae1f-8107f1547336@81893cde-0b90-4539-baf4-34c7324e682a/IncomingWebhook/3e01a304a60f3c3796edb3c3f7364ca3/667da09c-85b1-4598-8d34-45a0dce1f142/V2cj2vlaXvn2g03hnktQnsnwWXa2YxkUf4DmXcVmmrUJE"
    const val APP_ENV = "production"
}
