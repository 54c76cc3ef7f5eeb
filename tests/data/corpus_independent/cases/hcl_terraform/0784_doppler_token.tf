terraform {
  required_version = ">= 1.6"
}

provider "doppler" {
  region = "eu-west-1"
  doppler_token = "dp.pt.J5VTWoRwYw09quG7yLohMOgxEIawWyDE8WMKrqw3nfq"
}
