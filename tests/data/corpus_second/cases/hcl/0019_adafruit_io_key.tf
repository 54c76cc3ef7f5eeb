terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-west-2"
}

resource "aws_ssm_parameter" "adafruit_io_key" {
  name        = "/checkout/prod/adafruit_io_key"
  description = "Adafruit IO credential for checkout"
  type        = "SecureString"
  value       = "aio_busiAKpnteStY46gXoaci9cQb2qY"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
