terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  git_credentials = "https://deploy-bot:a3ZpOn8SuaYwiAb5Eg_H@git.northwind-ops.net"
}
