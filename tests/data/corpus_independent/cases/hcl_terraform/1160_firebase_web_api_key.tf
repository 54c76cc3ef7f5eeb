terraform {
  required_version = ">= 1.6"
}

provider "google" {
  region = "eu-west-1"
  apiKey = "AIzaPDbwrJb2f7UPdg2JA43SKhLYnBBf0a2FVOo"
}
