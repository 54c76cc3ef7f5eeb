package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val netrc: String = """machine api.heroku.com
  login m.okafor
  password ${{ secrets.NETRC_PASSWORD }}"""
}