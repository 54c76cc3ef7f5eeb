package com.kestrelworks.billing

import sttp.client3._

object AppConfig {
  val serviceName: String = "billing"
  val tlsKey: String = """-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIJNtHYScZ0QaBG0jVTe5C5lqAWp/LBUbcUA4dQKEJIuaoAoGCCqGSM49
AwEHoUQDQgAEPzMOC/PPk5bc7XxrrV6g+mWeU8BPj+h9ZxqmHwhsuFRqFGSZs5iN
vsnLc+YBzeXXSt07HAG7nSoDsspdmQCu0w==
-----END EC PRIVATE KEY-----"""
}