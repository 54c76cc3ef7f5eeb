packer {
  required_plugins {
    amazon = {
      version = ">= 0.10.16"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east-1"
}

variable "buildkite_token" {
  type      = string
  default   = "bkua_21c38d8cd9d7a97a094c3baaa9dedaa3f4956e1e"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "billing-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-2aeb14afe1f49bffc"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["BUILDKITE_TOKEN=${var.buildkite_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh billing",
    ]
  }
}