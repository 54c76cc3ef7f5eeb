packer {
  required_plugins {
    amazon = {
      version = ">= 0.5.6"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "shopify_client_id" {
  type      = string
  default   = "b1f6a3b169c4caeef9d3af0bea2d2e54"
  sensitive = true
}

variable "shopify_api_secret" {
  type      = string
  default   = "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"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "ingest-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-9668799cab848f09f"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["SHOPIFY_CLIENT_ID=${var.shopify_client_id}", "SHOPIFY_API_SECRET=${var.shopify_api_secret}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh ingest",
    ]
  }
}
