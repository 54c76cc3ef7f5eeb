packer {
  required_plugins {
    amazon = {
      version = ">= 0.12.9"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "honeycomb_dataset" {
  type      = string
  default   = "prod-api"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "orders-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-51c581c6250cb7c99"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["HONEYCOMB_DATASET=${var.honeycomb_dataset}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh orders",
    ]
  }
}
