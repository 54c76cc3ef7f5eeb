terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  maven_repo_url = "https://deploy:BkfjmIH9VOh4O3WmiY-A@artifacts.northwind-ops.net/repository/maven-releases/"
}
