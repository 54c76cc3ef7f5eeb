package com.kestrelworks.webhooks

import sttp.client3._

object AppConfig {
  val serviceName: String = "webhooks"
  val yandexApiKey: String = "AQVNZzqBjg1bTf_N_WSNuH35gqbwYhfo3lje-4DY"
}
