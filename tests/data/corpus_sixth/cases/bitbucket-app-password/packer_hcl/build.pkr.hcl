packer {
  required_plugins {
    amazon = {
      version = ">= 4.28.4"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "bitbucket_username" {
  type      = string
  default   = "jdoe"
  sensitive = true
}

variable "bitbucket_password" {
  type      = string
  default   = "ATBBSyIMzPFdZXAKcGpJ2D0ZEDtFB5DFCF44"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "billing-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-2bea0e4a6ae0d8ce4"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["BITBUCKET_USERNAME=${var.bitbucket_username}", "BITBUCKET_PASSWORD=${var.bitbucket_password}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh billing",
    ]
  }
}
