terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  cursor = "eyJpZCI6IDc0MTk1MTU4OSwgInRzIjogMTc2NDU0MDc0M30="
}
