packer {
  required_plugins {
    amazon = {
      version = ">= 0.16.7"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "feed_token" {
  type      = string
  default   = "glft-SalAB8MuU9Tp7qb4NXLk"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "orders-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-6bdc4c87a04b9e393"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["FEED_TOKEN=${var.feed_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh orders",
    ]
  }
}