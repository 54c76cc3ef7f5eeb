terraform {
  required_version = ">= 1.6"
}

provider "notion" {
  region = "eu-west-1"
  notion_api_key = "secret_OmMJauDabiTRShEpM8mI7WnHVO4Sv244VJuubFinKFb"
}
