package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val nugetKey: String = "oy265yc9fpsz1bwby2twl5q7libq8o1mnait6mz5ly61ms"
}
