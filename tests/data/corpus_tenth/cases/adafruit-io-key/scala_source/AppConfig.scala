package com.kestrelworks.reports

import sttp.client3._

object AppConfig {
  val serviceName: String = "reports"
  val aioUsername: String = "ci-bot"
  val adafruitKey: String = "op://Platform/adafruit-io-key/credential"
}
