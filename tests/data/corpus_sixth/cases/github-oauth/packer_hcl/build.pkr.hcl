packer {
  required_plugins {
    amazon = {
      version = ">= 2.0.14"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "github_oauth_token" {
  type      = string
  default   = "gho_16C7e42F292c6912E7710c838347Ae178B4a"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "reports-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-0a9717e114603bc8c"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["GITHUB_OAUTH_TOKEN=${var.github_oauth_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh reports",
    ]
  }
}