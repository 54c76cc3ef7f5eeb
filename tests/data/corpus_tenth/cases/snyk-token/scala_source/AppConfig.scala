package com.kestrelworks.notifier

import sttp.client3._

object AppConfig {
  val serviceName: String = "notifier"
  val SNYK_TOKEN: String = "2164b61b-94c7-44cc-80b1-aa24fe4a46c7"
}
