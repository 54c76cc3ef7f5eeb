terraform {
  required_version = ">= 1.6"
}

provider "docker" {
  region = "eu-west-1"
  docker_config = "{\"auths\":{\"registry.northwind-ops.net\":{\"auth\":\"Y2ktYm90Ok9zRGNaajRFaDZRTHJDTjRzOFhISW0uaw==\"}}}"
}
