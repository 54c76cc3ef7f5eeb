terraform {
  required_version = ">= 1.6"
}

provider "google" {
  region = "eu-west-1"
  sitekey = "6LCTjuXdnzJhlLd8gC4civtTY-r0c9gSQ2am4nG7"
}
