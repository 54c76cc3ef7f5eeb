terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  fingerprint = "SHA256:lNjKsEm+EgbWD9ek0gVHWZqrghtqnobl0KYYfn/+9WQ"
}
