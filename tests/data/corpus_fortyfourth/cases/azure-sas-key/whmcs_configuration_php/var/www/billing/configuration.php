<?php
$license = 'Owned-b737cd9e17';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-cgttr';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$iot_hub_connection = 'Endpoint=sb://tess-ingest.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=0NtCGSxDIoSybikoPL3AMozp6tr1xljD1kD3lxCVn9Y=';
