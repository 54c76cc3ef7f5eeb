terraform {
  required_version = ">= 1.6"
}

provider "placeholder" {
  region = "eu-west-1"
  github_token = "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
}
