<?php
$license = 'Owned-6f04d68606';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-dgxie';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$api_token = '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';
