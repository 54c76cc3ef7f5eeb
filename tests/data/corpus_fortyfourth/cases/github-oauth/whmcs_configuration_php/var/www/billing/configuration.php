<?php
$license = 'Owned-50f21f1134';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-vpzae';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$access_token = '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';
