terraform {
  required_version = ">= 1.6"
}

provider "github" {
  region = "eu-west-1"
  gh_token = "gho_CYu68wfZrrH45oXXnCmZvR9VEj23xj0XPhlv"
}
