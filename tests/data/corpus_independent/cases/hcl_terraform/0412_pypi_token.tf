terraform {
  required_version = ">= 1.6"
}

provider "pypi" {
  region = "eu-west-1"
  password = "pypi-AgEIcHlwaS5vcmcCJZL8MkeBizHYeyyVMwRsMyjM-6lSWgXNqp7p_JMt0qqKs7snEQq0P_QiJR1A5fykUkKb53zmC2VNgEpzZCVRP0YrSXDu0Nwz12pa4r0seqE2rjLRmWc96o_aW-9nTMl9FDKpmcV9zZgtAz6ng84Yv0h"
}
