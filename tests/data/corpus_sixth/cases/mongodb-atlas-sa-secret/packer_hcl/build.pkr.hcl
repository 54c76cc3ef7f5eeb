packer {
  required_plugins {
    amazon = {
      version = ">= 2.16.9"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "atlas_client_id" {
  type      = string
  default   = "mdb_sa_id_57425192afa23f2db5aea6ad"
  sensitive = true
}

variable "mongodb_atlas_client_secret" {
  type      = string
  default   = "mdb_sa_sk_xXlaAP8NMcV6H1TUHnF0yHVFUBHTTHjWoQr1rpdq"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "reports-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-2903d69b7130b1d93"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["ATLAS_CLIENT_ID=${var.atlas_client_id}", "MONGODB_ATLAS_CLIENT_SECRET=${var.mongodb_atlas_client_secret}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh reports",
    ]
  }
}
