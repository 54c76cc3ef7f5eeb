terraform {
  required_version = ">= 1.6"
}

provider "mapbox" {
  region = "eu-west-1"
  mapbox_secret_token = "sk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6ImpzdzFsaWV2OTV0ZGJ4djloM213NndpbXoifQ.NLE6n4NVpv843_Rzpw_8HT"
}
