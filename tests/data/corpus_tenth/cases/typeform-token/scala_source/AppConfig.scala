package com.kestrelworks.webhooks

import sttp.client3._

object AppConfig {
  val serviceName: String = "webhooks"
  val typeformToken: String = "tfp_E2EseCjMA0sDVDrUwfXkgBUquNcv7dow7q7byr8857Dh_Yg5Od1EAq9BCcK"
}
