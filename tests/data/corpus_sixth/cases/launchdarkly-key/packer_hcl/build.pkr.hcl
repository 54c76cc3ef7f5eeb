packer {
  required_plugins {
    amazon = {
      version = ">= 1.7.14"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east-1"
}

variable "launchdarkly_mobile_key" {
  type      = string
  default   = "mob-1a6ab930-a769-4804-b501-5aa94c68790e"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "billing-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-8143e59dbeaaf6a49"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["LAUNCHDARKLY_MOBILE_KEY=${var.launchdarkly_mobile_key}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh billing",
    ]
  }
}
