external_url 'https://gitlab.larkspur.dev'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['aws_secret_access_key'] = "CF1JWcFptMKSKkxlF1q39KhLbYaGIfZA3tL7HwZi"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
