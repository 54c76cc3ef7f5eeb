external_url 'https://gitlab.quillon.net'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['adyen_x_api_key'] = "AQEmjtRGMjriJgUHGM2Tr4N4nNi0ZXbq8DDWErsOS2skQ54Q1C0/wBCAYO0VsVoI2FXp5RVOu=-tTSvoqsV5N24IIjDCzOXVHzVMqtTPKJm6BX2X10ayWg=-K9qbmgfXae3&K.x9"
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
