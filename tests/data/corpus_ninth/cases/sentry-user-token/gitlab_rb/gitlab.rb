external_url 'https://gitlab.larkspur.dev'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.larkspur.dev"
gitlab_rails['sentry_token'] = "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"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
