-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('HashiCorp Terraform', 'TF_TOKEN_app_terraform_io', 'c4kgtdiuei08p0.atlasv1.v2afu1q61vopw51fp7tfgfr1zauuc8pm35c6xcltlfmeoj37r0mikrw2v9sxw7tqf1a');
