terraform {
  required_version = ">= 1.6"
}

provider "gitlab" {
  region = "eu-west-1"
  gitlab_token = "glpat-5gb0etWs9"
}
