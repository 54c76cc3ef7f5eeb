external_url 'https://gitlab.cobaltpeak.ca'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.fernhill.com"
gitlab_rails['harness_api_key'] = "pat.zbfktFc110hGutHak-njYE.aebd27fbe18b37ebac280db0.et1bmMRR5ymE3DsJJjg0"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
