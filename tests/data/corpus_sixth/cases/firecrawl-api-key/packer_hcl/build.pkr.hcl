packer {
  required_plugins {
    amazon = {
      version = ">= 3.8.15"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "firecrawl_api_key" {
  type      = string
  default   = "fc-YOUR-API-KEY"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "notifier-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-3e280bcdf0bb2c7d0"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["FIRECRAWL_API_KEY=${var.firecrawl_api_key}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh notifier",
    ]
  }
}
