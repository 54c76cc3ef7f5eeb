terraform {
  required_version = ">= 1.6"
}

provider "gitlab" {
  region = "eu-west-1"
  token = "glrt-Al5prZP4m8TLUPKmUSlR"
}
