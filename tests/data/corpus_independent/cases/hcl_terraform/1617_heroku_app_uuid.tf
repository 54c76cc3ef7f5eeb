terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  app_id = "dbf368bf-0483-48e0-80c8-4a34d532a57b"
}
