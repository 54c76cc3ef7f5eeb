terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  settings = "eyJsb2dfbGV2ZWwiOiJpbmZvIiwiZmVhdHVyZV9mbGFncyI6WyJiZXRhLXVpIiwiZmFzdC1leHBvcnQiXSwicmVnaW9uIjoiZXUtd2VzdC0xIiwicmVwbGljYXMiOjd9"
}
