terraform {
  required_version = ">= 1.6"
}

provider "azure" {
  region = "eu-west-1"
  sas_url = "https://acmehclmr.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=ZPKy%2FhTxG%2B1M%2FwEIJWWAnqQHy%2F4jJb2nLtr3qP6wHDg%3D"
}
