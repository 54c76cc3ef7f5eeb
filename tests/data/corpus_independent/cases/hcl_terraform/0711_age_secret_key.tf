terraform {
  required_version = ">= 1.6"
}

provider "age" {
  region = "eu-west-1"
  sops_age_key = "AGE-SECRET-KEY-12E5VD9U9GA2Y79YH5L4UTEN5NKEV7L8GZCPM4M82HHVF09LX45WV90QJAS"
}
