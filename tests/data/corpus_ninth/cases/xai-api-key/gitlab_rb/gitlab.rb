external_url 'https://gitlab.quillon.net'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.cobaltpeak.ca"
gitlab_rails['xai_api_key'] = "xai-kEKrosCoHS [truncated]"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
