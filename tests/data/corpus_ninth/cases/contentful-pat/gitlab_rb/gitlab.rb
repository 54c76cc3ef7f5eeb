external_url 'https://gitlab.fernhill.com'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.fernhill.com"
gitlab_rails['contentful_management_token'] = "CFPAT-ytyEgB1jcBNQutLNd5V5ro1TRHIKLH0kx1sU-oq-ME_"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
