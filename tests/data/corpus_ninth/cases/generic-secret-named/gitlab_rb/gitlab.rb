external_url 'https://gitlab.fernhill.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.kestrelworks.io"
gitlab_rails['token'] = "f9362371-c429-4919-962b-421d1f3c75a2"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
