package com.kestrelworks.ingest

import sttp.client3._

object AppConfig {
  val serviceName: String = "ingest"
  val paypalClientId: String = "APRcigzkFYZ2Hdx-TeRHFpwKlacwWOppZWbuBUcbvOa2otZ14iSZw_Wa2xjUk-JhkJvO0JrklgoDKmWd"
  val paypalClientSecret: String = "E4YSNBr7R0qRQptSReAreoLm4kzJsMGQkH7HE1b-E0CTpOdX135aHhAjQL9rZTs106qtLJD-Udy0cqor"
}
