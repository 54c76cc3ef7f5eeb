# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
pgpass = <<EOT
db.prod.internal:5432:orders:svc_orders:<password>
EOT
tags = { team = "platform" }
