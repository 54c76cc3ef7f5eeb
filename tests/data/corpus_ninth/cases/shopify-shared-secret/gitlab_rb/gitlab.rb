external_url 'https://gitlab.quillon.net'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.larkspur.dev"
gitlab_rails['shopify_client_id'] = "7719a3b2b63ff576bd7089dc0e84afca"
gitlab_rails['shopify_app_secret'] = "{env:SHOPIFY_SHARED_SECRET}"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
