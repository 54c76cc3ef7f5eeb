packer {
  required_plugins {
    amazon = {
      version = ">= 0.7.0"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "shippo_api_token" {
  type      = string
  default   = "shippo_test_82a86b1d2697894c43d547c51657323f98e2ba11"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "notifier-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-9e50a65d291776c31"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["SHIPPO_API_TOKEN=${var.shippo_api_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh notifier",
    ]
  }
}
