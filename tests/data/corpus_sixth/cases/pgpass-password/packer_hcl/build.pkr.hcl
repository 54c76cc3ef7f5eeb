packer {
  required_plugins {
    amazon = {
      version = ">= 0.22.16"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east-1"
}

source "amazon-ebs" "base" {
  ami_name      = "reports-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-252f2008f20abcbe4"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "file" {
    content     = <<EOF
localhost:5432:ledger:priya.n:2UGHWbUYMpYzOt4ZCqEtCbi
10.0.3.12:5432:analytics:priya.n:SBVcdeNxHZXvuc9Yo4JNAkUh
db-primary.internal:6432:orders:etl_reader:o.giLHvv^w4-YQS
EOF
    destination = "/tmp/.pgpass"
  }

  provisioner "shell" {
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh reports",
    ]
  }
}
