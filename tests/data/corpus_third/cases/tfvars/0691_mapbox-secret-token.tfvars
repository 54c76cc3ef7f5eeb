# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
timeout_ms = "3000"
app_env = "production"
mapbox_downloads_token = "sk.eyJ1IjogInl6a2VsaG12IiwgImEiOiAibGk0ajBiemtmZDg1d3IzZ3NmdGQ3d2RkdyJ9.ogGSfdXe28QVZfUrs4JPwd"
feature_flags = "search,billing"
tags = {
  team = "platform"
}
