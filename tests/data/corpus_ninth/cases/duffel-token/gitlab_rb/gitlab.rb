external_url 'https://gitlab.fernhill.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['duffel_access_token'] = "duffel_live_****_zbG"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true