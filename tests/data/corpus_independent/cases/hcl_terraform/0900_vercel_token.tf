terraform {
  required_version = ">= 1.6"
}

provider "vercel" {
  region = "eu-west-1"
  vercel_token = "4u3GUPEl3r9hO2ar4IJMA8eP"
}
