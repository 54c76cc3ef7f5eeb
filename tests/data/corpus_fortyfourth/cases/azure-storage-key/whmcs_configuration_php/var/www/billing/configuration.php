<?php
$license = 'Owned-aa0d99bf0e';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-zcwxv';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$azurewebjobsstorage = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsavku;AccountKey=2R64xivX+nmvZk+GXpS0rDcXZottJquI4nLPKCxvcwQqWQ9xWlPplXsWuBOBTGvuHwbSUHaiSVXjTZP92JwdBA==;EndpointSuffix=core.windows.net';
