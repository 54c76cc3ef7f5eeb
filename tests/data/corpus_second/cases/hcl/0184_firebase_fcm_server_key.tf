terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "fcm_server_key" {
  name        = "/reporting/prod/fcm_server_key"
  description = "Firebase Cloud Messaging credential for reporting"
  type        = "SecureString"
  value       = "AAAAkRcbZoE:APA91bQeLt2MzDf5tYe9wA1ElN8Q9NZZU90fwyxroDRn5ykzf-iCQXEsRoUgykvCAuQW5CqwvhJ_OdOklY_1eyjc9IuOTVol4lgJK5T2VbQtrfCSMmlW0tUkMXUwVriqQA52IkZ-5TGB"

  tags = {
    Owner   = "platform"
    Service = "reporting"
  }
}
