external_url 'https://gitlab.quillon.net'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.palisade.io"
gitlab_rails['bot_user_oauth_token'] = "xoxb-869410227394-5709048958379-eDZmYi1qx8ZbuOOUdQvUt3Yt"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true