terraform {
  required_version = ">= 1.6"
}

provider "atlassian" {
  region = "eu-west-1"
  email = "dev@northwind-ops.net"
  jira_api_token = "ATATT3xFfGF0q0Ha7xbrHkhq8Gli0G0WhlJ053xaz1IJ5Wj4f-sAodstjrnuvOkmS_W0TQ04nelVWZ0_JrzuYIVot75Kiln1Y02RIY0cArgayADKdIcfpCYdl3nfa4PCSHJpHiQNC9j793hCwAHciTwFjXxY8SDD7y1QWYOiuqy2NvfoIH2r3jF=A61A70B2"
}
