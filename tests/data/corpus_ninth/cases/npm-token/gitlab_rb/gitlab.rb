external_url 'https://gitlab.palisade.io'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.fernhill.com"
gitlab_rails['npm_token'] = "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"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
