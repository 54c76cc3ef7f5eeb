package com.kestrelworks.billing

import sttp.client3._

object AppConfig {
  val serviceName: String = "billing"
  val tlsKey: String = """-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACC0jGE0B25b+vthohDvcgx+Gj/Yv5kVtXFweOPO3ag0JgAAAJjtfnve7X57
3gAAAAtzc2gtZWQyNTUxOQAAACC0jGE0B25b+vthohDvcgx+Gj/Yv5kVtXFweOPO3ag0Jg
AAAECHwX4KaoaLI96otNL99ByQoYoFa+7H6nRsy7H+y5Mn0rSMYTQHblv6+2GiEO9yDH4a
P9i/mRW1cXB4487dqDQmAAAAEWV0bF9yZWFkZXJAbGFwdG9wAQIDBA==
-----END OPENSSH PRIVATE KEY-----"""
}