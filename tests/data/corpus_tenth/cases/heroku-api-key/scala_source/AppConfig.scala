package com.kestrelworks.webhooks

import sttp.client3._

object AppConfig {
  val serviceName: String = "webhooks"
  val herokuToken: String = "[hidden]"
}
