terraform {
  required_version = ">= 1.6"
}

provider "generic" {
  region = "eu-west-1"
  secret_key = "django-insecure-^ujx=crsfg1c!^s@gix+9uyx-#17&o4pxz_5pr^9f^nlgw)kug"
}
