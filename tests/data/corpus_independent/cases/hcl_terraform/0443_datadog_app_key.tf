terraform {
  required_version = ">= 1.6"
}

provider "datadog" {
  region = "eu-west-1"
  site = "datadoghq.eu"
  dd_app_key = "b85031fa5b85d8ff310a8b82a9456614afa0c7b1"
}
