package com.kestrelworks.reports

import sttp.client3._

object AppConfig {
  val serviceName: String = "reports"
  val cloudflareApiToken: String = "4_QeDgE1quAWEXrb9X9g8X7hGzNmiMHKAszRJEi6"
}
