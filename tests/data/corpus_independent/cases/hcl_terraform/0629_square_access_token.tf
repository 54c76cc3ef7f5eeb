terraform {
  required_version = ">= 1.6"
}

provider "square" {
  region = "eu-west-1"
  square_access_token = "EAAAIA5oAXXk-4Eags7McwADHYWNHc19QJ0gQ9WHeTKl-r_BCKIeqrIwXyM0GrwC"
}
