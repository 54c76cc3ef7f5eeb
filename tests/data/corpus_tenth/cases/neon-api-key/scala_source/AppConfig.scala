package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val neonApiKey: String = "napi_6mhklbbfkiftnp7fd8ije7h7x7hiv53gqws4p19ggehtxjd3gdxmgi48t9iw0cps"
}