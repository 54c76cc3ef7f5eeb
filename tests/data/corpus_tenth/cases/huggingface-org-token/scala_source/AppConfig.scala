package com.kestrelworks.ingest

import sttp.client3._

object AppConfig {
  val serviceName: String = "ingest"
  val huggingfaceOrgApiToken: String = "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"
}