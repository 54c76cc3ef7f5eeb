terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  sha = "96b36f81209d7573574a3f67f31d1684fcf27a38"
}
