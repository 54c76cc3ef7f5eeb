<?php
$license = 'Owned-c0ab9f4f9d';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-cknfe';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$uploader_key = 'AKIAQZWQKSL2P5MWZ6XF';
$bucket_secret = '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';
