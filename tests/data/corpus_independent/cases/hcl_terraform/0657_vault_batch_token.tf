terraform {
  required_version = ">= 1.6"
}

provider "hashicorp_vault" {
  region = "eu-west-1"
  vault_token = "hvb.AAAAAQMO9AOAKWAcA8acsmoes4MrtiUNPtrlnO-K1Kk9D1_jM72l_3fVGp9jshJiZeX1ZQ2yVww1uxjftP7sSanJN4Tm5xZOlC2ZXu_1Y7FZrT97rrU3W2iiLVevK56V1N5wZ4uei_eL-6cMQgl3n545GoIX"
}
