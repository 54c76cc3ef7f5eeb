terraform {
  required_version = ">= 1.6"
}

provider "xai" {
  region = "eu-west-1"
  xai_api_key = "xai-vj06L1E54PEIcKEjGwg36Cdn5SxzwjOqUXlJssqS2sN81dB6kM9H2NBS8rTwgtWLiiGxDPBzP1eXEaFb"
}
