terraform {
  required_version = ">= 1.6"
}

provider "cloudflare" {
  region = "eu-west-1"
  cf_origin_ca_key = "v1.0-ec38122d0e565aa64dd86849-6378aca57e188d9fe58f6d08ad9523b40db8184364caf25704aaac6e295d3690c53ad83a6e7454576363e445d99eb3d9b81053b18317094c4c351e2b222c7ec405f80c1a4f2dc33f4c"
}
