terraform {
  required_version = ">= 1.6"
}

provider "anthropic" {
  region = "eu-west-1"
  anthropic_admin_key = "sk-ant-admin01-E6ydMK2B8R0yEzhfgDGBhHOO2_l7Rion8oYtNwpVKR7ikVhLylwBcokiLI8mndF9qFZAR6cNNa8xrFzv8N-flYcavXcKFAA"
}
