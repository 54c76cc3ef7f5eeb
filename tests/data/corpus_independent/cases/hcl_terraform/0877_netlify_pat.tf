terraform {
  required_version = ">= 1.6"
}

provider "netlify" {
  region = "eu-west-1"
  netlify_auth_token = "nfp_ZBV9MwPNRyZV3sfcNxOwfQyhtRhoCXIk8nMc"
}
