external_url 'https://gitlab.fernhill.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['linode_cli_token'] = "<redacted>"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
