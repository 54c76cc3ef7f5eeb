terraform {
  required_version = ">= 1.6"
}

provider "twilio" {
  region = "eu-west-1"
  api_key_sid = "SK4d113767b4df8bde070ca4844a65300c"
  twilio_api_secret = "cU0skbnCpkiatnkAPeyRajVvF2KycJgV"
}
