external_url 'https://gitlab.kestrelworks.io'
gitlab_rails['time_zone'] = 'UTC'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.quillon.net"
gitlab_rails['iot_hub_connection'] = "HostName=kw-iot-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=2RUDNxNjKJCP4g/7xedl+VVIGP13q8JrvZ+qlp4T54Y="
gitlab_rails['backup_keep_time'] = 604800
nginx['redirect_http_to_https'] = true
