package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val accessToken: String = "doo_v1_7ddb18d24153e7eca17caa6d5f80bf44725f5c9dcfdfc28766735d0f6ef17c9f"
}