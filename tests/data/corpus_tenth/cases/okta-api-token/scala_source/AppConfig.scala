package com.kestrelworks.reports

import sttp.client3._

object AppConfig {
  val serviceName: String = "reports"
  val oktaOrgUrl: String = "https://larkspur-dev.okta.com"
  val oktaApiToken: String = "00G6NMXQPtTbCpi098F_CdRs9plQHmHKKvO3JmimuZ"
}