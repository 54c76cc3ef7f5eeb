# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
service_name = "orders-api"
log_level = "info"
teams_webhook_url = "https://ypslbjnn.webhook.office.com/webhookb2/c08383c7-ccab-4b70-a85c-db9e46acd118@968fb445-bc5e-4183-bca8-8c612802c71d/IncomingWebhook/2f4533ad7c822d2358b6ab0bc8fe3fbc/3b83733e-cf1b-42fb-9cef-00645f9d9290/V2dR2eSabDvahgX4AQ63N9OqmH2k4qoUSr-Hrq2LmUjZb"
port = "8080"
tags = {
  team = "platform"
}
