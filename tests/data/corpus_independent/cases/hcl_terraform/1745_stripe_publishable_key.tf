terraform {
  required_version = ">= 1.6"
}

provider "stripe" {
  region = "eu-west-1"
  stripe_publishable_key = "pk_live_51oVhpLDpAKf02WEJwwWcbcOEV5Kwn3oE33aJGED2VcSbo9eDnR9zf9jUh29qbnyYquB7WIUMbIM3s0AIgNda85pj0JvC6qGoyZ"
}
