package com.kestrelworks.ingest

import sttp.client3._

object AppConfig {
  val serviceName: String = "ingest"
  val openaiApiKey: String = "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"
}
