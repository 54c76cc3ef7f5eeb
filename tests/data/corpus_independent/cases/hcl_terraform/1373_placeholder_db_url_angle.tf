terraform {
  required_version = ">= 1.6"
}

provider "placeholder" {
  region = "eu-west-1"
  mysql_url = "mysql://root:<password>@localhost:3306/shop"
}
