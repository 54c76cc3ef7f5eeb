terraform {
  required_version = ">= 1.6"
}

provider "generic" {
  region = "eu-west-1"
  connection_string = "Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=dcdaerDZVmMI7iLA2C-0;Encrypt=True;"
}
