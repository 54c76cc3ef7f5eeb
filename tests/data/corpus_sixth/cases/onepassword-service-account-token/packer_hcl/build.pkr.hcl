packer {
  required_plugins {
    amazon = {
      version = ">= 2.12.6"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "op_service_account_token" {
  type      = string
  default   = "ops_..."
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "webhooks-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-a890f7bf240625529"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["OP_SERVICE_ACCOUNT_TOKEN=${var.op_service_account_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh webhooks",
    ]
  }
}