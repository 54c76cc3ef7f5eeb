terraform {
  required_version = ">= 1.6"
}

provider "hashicorp_vault" {
  region = "eu-west-1"
  vault_token = "hvs.CAESI7jvJ5v1TGReNstQWedlFUc3cpJcAZ0hPfo-GNBKEksPQkR4Z2JsCaBHo9PUZU8BNGcS9JYzQSLgTsYQe-_qU1w"
}
