external_url 'https://gitlab.larkspur.dev'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.fernhill.com"
gitlab_rails['gh_personal_access_token'] = "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"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
