terraform {
  required_version = ">= 1.6"
}

provider "azure" {
  region = "eu-west-1"
  connection_string = "DefaultEndpointsProtocol=https;AccountName=acme9vy2nystore;AccountKey=m5tG8HH6PD7apoVkbrLbXYD9s9WPaGpZIBWZ3fpiONFxIRmxLMnA1UFfsLZoDBI34IAULEHr7dOPWXxS4Lg7VA==;EndpointSuffix=core.windows.net"
}
