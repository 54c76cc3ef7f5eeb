<?php
$license = 'Owned-210f02dfb6';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-jkyfs';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$secret_key_base = 'tsM_6cT28wlDhUOHZVNTckQBT2FHknjNqcg2FBs3tYx';
