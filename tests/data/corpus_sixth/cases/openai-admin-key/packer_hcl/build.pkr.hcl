packer {
  required_plugins {
    amazon = {
      version = ">= 2.25.12"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "openai_admin_key" {
  type      = string
  default   = "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"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "ingest-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-bf22d14c87123e3f1"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["OPENAI_ADMIN_KEY=${var.openai_admin_key}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh ingest",
    ]
  }
}