packer {
  required_plugins {
    amazon = {
      version = ">= 0.2.12"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "databricks_token" {
  type      = string
  default   = "dapic2ebf5763fc349ce7891241396b22b75"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "reports-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-e6bc6aec95e5625c3"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["DATABRICKS_TOKEN=${var.databricks_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh reports",
    ]
  }
}
