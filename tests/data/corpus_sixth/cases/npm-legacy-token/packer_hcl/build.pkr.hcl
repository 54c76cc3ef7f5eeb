packer {
  required_plugins {
    amazon = {
      version = ">= 0.28.7"
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
  source_ami    = "ami-eb25e60f9a5e258a5"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "file" {
    content     = <<EOF
registry=https://registry.npmjs.org/
@acme:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=8fba9224-ae7f-4c07-b25b-32af631e7342
always-auth=true
save-exact=true
EOF
    destination = "/tmp/.npmrc"
  }

  provisioner "shell" {
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh ingest",
    ]
  }
}
