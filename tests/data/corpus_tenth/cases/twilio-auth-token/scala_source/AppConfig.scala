package com.kestrelworks.notifier

import sttp.client3._

object AppConfig {
  val serviceName: String = "notifier"
  val twilioAccountSid: String = "AC6935c3386c590d53e92642780bb208c7"
  val twilioToken: String = "a20df4ac3d41ea376acf34e5ea74ad49"
}
