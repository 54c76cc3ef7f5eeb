terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  mysql_url = "mysql://root:S6j4pGUjn31y5YIOBj_R@mysql.prod.northwind-ops.net:3306/shop"
}
