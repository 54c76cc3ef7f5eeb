external_url 'https://gitlab.larkspur.dev'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.larkspur.dev"
gitlab_rails['twilio_creds'] = "SKa31e5812857f779a4e4f638c0dee1947:efQTSwockqWwGk2c3YtKNozrnup4HE1X"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
