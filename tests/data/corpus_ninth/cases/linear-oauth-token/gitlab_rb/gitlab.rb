external_url 'https://gitlab.kestrelworks.io'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.palisade.io"
gitlab_rails['linear_access_token'] = "***"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
