terraform {
  required_version = ">= 1.6"
}

provider "gitlab" {
  region = "eu-west-1"
  token = "glptt-3059c81166776f66c55612f9f774fb8a5c9eb049"
}
