terraform {
  required_version = ">= 1.6"
}

provider "grafana" {
  region = "eu-west-1"
  grafana_cloud_token = "glc_eyJvIjoiNDA5ODg3IiwibiI6InN0YWNrLTg5MTY5NS1kZXBsb3kiLCJrIjoiN0NKZFVVUnl3Z0V1SHU0c2NtejJYRDcyIiwibSI6eyJyIjoicHJvZC11cy1lYXN0LTAifX0="
}
