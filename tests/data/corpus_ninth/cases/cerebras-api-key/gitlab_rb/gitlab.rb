external_url 'https://gitlab.quillon.net'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.tidewater.com"
gitlab_rails['cerebras_key'] = "csk-28bx1uvobtsohdz6ji2aa5emovnxj0d5ab5upg5om759lkt2"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true