package com.kestrelworks.ingest

import sttp.client3._

object AppConfig {
  val serviceName: String = "ingest"
  val runnerToken: String = "glrt-7cnx8qQPJHmwLaoZLo_8"
}
