package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val nrLicense: String = "eu01xx1e8d33ade839cdd771061c5223FFFFNRAL"
}
