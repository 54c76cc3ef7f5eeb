package com.kestrelworks.billing

import sttp.client3._

object AppConfig {
  val serviceName: String = "billing"
  val apimSubscriptionKey: String = "changeme"
}