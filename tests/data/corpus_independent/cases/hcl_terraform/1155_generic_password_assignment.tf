terraform {
  required_version = ">= 1.6"
}

provider "generic" {
  region = "eu-west-1"
  password = "E4AJq0qZYubaoPiw-1"
}
