terraform {
  required_version = ">= 1.6"
}

provider "mailgun" {
  region = "eu-west-1"
  mailgun_api_key = "key-21c39974c32b38b40464028917753c0c"
}
