terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  digest = "sha256:68c22254cb0160d319855afd11f2acb212d0e734d45772369eb63094a10b8a61"
}
