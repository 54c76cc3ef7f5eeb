terraform {
  required_version = ">= 1.6"
}

provider "figma" {
  region = "eu-west-1"
  figma_token = "figd_xkkpxZGUNpQoyidv5Z1gVfcE5H3IhJDsmjgE3-ig"
}
