terraform {
  required_version = ">= 1.6"
}

provider "heroku" {
  region = "eu-west-1"
  heroku_api_key = "HRKU-AAomhAa-sCDzGA5d4H76mO6jG0_rDc1zl_m8a0u5MgqCc19bi6LQxOfOJ0nf"
}
