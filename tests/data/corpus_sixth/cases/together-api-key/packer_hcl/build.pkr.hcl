packer {
  required_plugins {
    amazon = {
      version = ">= 4.14.13"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "together_ai_key" {
  type      = string
  default   = "7f82d4d86a90e6a8c9f82ef6e53a327c471754d4f87ddc4b5473eeb455937b8e"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "billing-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-eef6d1f23a9db63ab"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["TOGETHER_AI_KEY=${var.together_ai_key}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh billing",
    ]
  }
}
