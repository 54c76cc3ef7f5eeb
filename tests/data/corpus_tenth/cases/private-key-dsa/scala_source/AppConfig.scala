package com.kestrelworks.checkout

import sttp.client3._

object AppConfig {
  val serviceName: String = "checkout"
  val signingKey: String = """-----BEGIN DSA PARAMETERS-----
MIIBHwKBgQDlYr6YamKkbr2OZ2EnNm25bHHo5uKJ78G0dB41ZU2td9OL/EvSz/yC
JBHqYTPfQ24BOOrn4wy4smiIPiEx+CA9xJub7ZphEon9j5hEECkzFoinwUkmhw0J
2p3lU4tU5Di7XOGxxKaSfIBohwms5CVcjpV6c7thENOs8GnFJTyPJAIVAKdsr9BY
C06zbZ7pv+1ZNhGjyegTAoGBAM9cbw1bfGOrHQ3WfkYtvz7NnFrJjSdxc4P1BsVM
i3tZsKO3k7yqwiVchFXIbWp4gXN1lQtzSENXUd1O8hpgGyThnjqGet56odD/2e6g
lDKBIDYPpjztlws5L1Q1biUww5hJXCsAOCdTcqDTE8GBS1qCa015Lm7csxw7VdEe
UaNX
-----END DSA PARAMETERS-----"""
}
