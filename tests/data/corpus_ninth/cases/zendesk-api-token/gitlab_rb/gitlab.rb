external_url 'https://gitlab.kestrelworks.io'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.kestrelworks.io"
gitlab_rails['zendesk_email'] = "svc_orders@kestrelworks.io/token"
gitlab_rails['zendesk_subdomain'] = "kestrelworks"
gitlab_rails['zd_token'] = "lv5CmEdlGE52YPnNCFCYX0phnjSx77bNVHMPz8Uf"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true