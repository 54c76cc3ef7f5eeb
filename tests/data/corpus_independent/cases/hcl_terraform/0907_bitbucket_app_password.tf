terraform {
  required_version = ">= 1.6"
}

provider "bitbucket" {
  region = "eu-west-1"
  username = "ci-northwind"
  password = "ATBBUl8APSxXwI3MGdqumlQSK6ogc6AJicd85594FECB"
}
