terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  mongodb_uri = "mongodb+srv://appuser:wi9XJUxgN4Ol1OA06z.I@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority"
}
