terraform {
  required_version = ">= 1.6"
}

provider "docker" {
  region = "eu-west-1"
  username = "acmebuild"
  dockerhub_token = "dckr_pat_Qg-ug-Kr4MdLlhXFdg0Yw82KLUj"
}
