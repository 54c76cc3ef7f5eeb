package com.kestrelworks.billing

import sttp.client3._

object AppConfig {
  val serviceName: String = "billing"
  val mysqlDefaultsFile: String = """[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=ci-bot
password="u6pxS@e^LDHJY_nwkPZL"
host=mysql-primary.internal
port=3306"""
}
