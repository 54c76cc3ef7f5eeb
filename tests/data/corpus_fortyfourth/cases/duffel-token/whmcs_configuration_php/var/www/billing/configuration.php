<?php
$license = 'Owned-a65397e458';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-jyrir';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$auth_token = 'duffel_live_G2aGPdNNC8_BSEt4HftDfMp0Fc26TSjSX-eFsJEo-Fs';
