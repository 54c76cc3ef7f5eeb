package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val mailgunDomain: String = "mg.larkspur.dev"
  val mailgunApiKey: String = "19e30dde5ac8571a5e2a6cb6a8370b5d-97c9416c-76ce7c22"
}
