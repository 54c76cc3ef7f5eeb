package com.kestrelworks.notifier

import sttp.client3._

object AppConfig {
  val serviceName: String = "notifier"
  val npmrc: String = """registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}"""
}
