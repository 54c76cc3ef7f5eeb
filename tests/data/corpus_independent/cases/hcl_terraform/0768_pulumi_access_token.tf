terraform {
  required_version = ">= 1.6"
}

provider "pulumi" {
  region = "eu-west-1"
  pulumi_access_token = "pul-86af1a1606b01367cbc5bf73e4f2409273aaa6b5"
}
