package com.kestrelworks.notifier

import sttp.client3._

object AppConfig {
  val serviceName: String = "notifier"
  val deepseekApiKey: String = "sk-678b2d664759755214ed3d5d340ddf40"
}