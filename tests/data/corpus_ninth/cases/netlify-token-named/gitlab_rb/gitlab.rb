external_url 'https://gitlab.tidewater.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['netlify_auth_token'] = "HA9o9e83FSZH4DXQoV-C6h9zbMhz0BICv7GGsuZhCeR"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
