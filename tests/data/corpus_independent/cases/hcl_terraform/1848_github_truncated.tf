terraform {
  required_version = ">= 1.6"
}

provider "github" {
  region = "eu-west-1"
  github_token = "ghp_SX4wmXoqzAdF3O75x6"
}
