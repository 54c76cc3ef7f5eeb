terraform {
  required_version = ">= 1.6"
}

provider "jwt" {
  region = "eu-west-1"
  id_token_hint = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1c2VyXzk0ODkyNyIsImlhdCI6MTc2NDUwMDAwMH0."
}
