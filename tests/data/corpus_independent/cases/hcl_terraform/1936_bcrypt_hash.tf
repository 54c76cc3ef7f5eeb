terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  password_hash = "$2b$12$p/uu4oEwx3GZ6kkO7exo8OJUDK75n.9H1n5tSX.AXx5v4P.XX8f5O"
}
