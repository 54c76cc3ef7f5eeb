external_url 'https://gitlab.kestrelworks.io'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.palisade.io"
gitlab_rails['deno_deploy_token'] = "ddw_1fJ3P2IeXWX0TmPzwwRBJGuhQiudvRVnLKVN"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true