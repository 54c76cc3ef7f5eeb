terraform {
  required_version = ">= 1.6"
}

provider "discord" {
  region = "eu-west-1"
  discord_bot_token = "Nzg1MjExNTM1NTMzNzU3MTEz.KeXFOw.6yIh-skCjuSOu2rZ3rAe3GRGEYuKMe9C7axYep"
}
