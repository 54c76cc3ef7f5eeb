terraform {
  required_version = ">= 1.6"
}

provider "cloudflare" {
  region = "eu-west-1"
  cloudflare_api_token = "1TR4ZCVdkpTbyNxYNcRktpjrXdz_xpWFSXS6uk0z"
}
