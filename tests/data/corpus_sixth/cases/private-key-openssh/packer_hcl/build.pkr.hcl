packer {
  required_plugins {
    amazon = {
      version = ">= 4.0.12"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east-1"
}

source "amazon-ebs" "base" {
  ami_name      = "ingest-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-355584d5e4dda8db9"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "file" {
    content     = <<EOF
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAxeHtmrHdUBDKnYj18c3+H5ZBH58z8EJ2HRvmP7Xm+BgAAAJgjUAy9I1AM
vQAAAAtzc2gtZWQyNTUxOQAAACAxeHtmrHdUBDKnYj18c3+H5ZBH58z8EJ2HRvmP7Xm+Bg
AAAED07pIoSb+MuJxoiimR6+kp9SU4vCwzZsWd2V1mwTtQqjF4e2asd1QEMqdiPXxzf4fl
kEfnzPwQnYdG+Y/teb4GAAAAD2JhY2t1cEBidWlsZC0wMQECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
    destination = "/tmp/ci_ssh_key"
  }

  provisioner "shell" {
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh ingest",
    ]
  }
}
