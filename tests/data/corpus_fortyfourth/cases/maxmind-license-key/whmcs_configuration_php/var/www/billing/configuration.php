<?php
$license = 'Owned-f26dc361de';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-cifre';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$maxmind_account_id = '881255';
$geoip_license = 'changeme';
