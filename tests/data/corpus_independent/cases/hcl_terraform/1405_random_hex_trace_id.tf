terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  trace_id = "f74bb05803ed6f407f23ff7e10298859"
}
