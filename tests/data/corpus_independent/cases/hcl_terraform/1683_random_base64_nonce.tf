terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  nonce = "Wez1A/zFV8LKuxqN4niNTJzLUNzRKkmF0vs+bomkCmM="
}
