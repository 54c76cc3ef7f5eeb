external_url 'https://gitlab.tidewater.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.kestrelworks.io"
gitlab_rails['grafana_api_key'] = "eyJrIjoiN3k4UTYybVVobGZxeDJtRzY0VGhONGJSYWhCNDBJZkciLCJuIjoicmVuZGVyZXIiLCJpZCI6Mzl9"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
