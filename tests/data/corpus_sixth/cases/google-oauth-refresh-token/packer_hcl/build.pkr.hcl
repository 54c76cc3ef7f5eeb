packer {
  required_plugins {
    amazon = {
      version = ">= 3.9.0"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "gs_oauth2_refresh_token" {
  type      = string
  default   = "1//0UPDfpGRUXtQAzww1CWSTf6ZXGwIegLvVOZhxUDeuM2GaA0uq1wqIbnM2zEhZv3ObvMWe6CFV2qBMefFcoHwejy42bL6d5FHbsGtt"
  sensitive = true
}

source "amazon-ebs" "base" {
  ami_name      = "checkout-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = var.region
  source_ami    = "ami-ac36d470b802a23c4"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.base"]

  provisioner "shell" {
    environment_vars = ["GS_OAUTH2_REFRESH_TOKEN=${var.gs_oauth2_refresh_token}"]
    inline = [
      "sudo apt-get update -qq",
      "sudo /tmp/bootstrap.sh checkout",
    ]
  }
}
