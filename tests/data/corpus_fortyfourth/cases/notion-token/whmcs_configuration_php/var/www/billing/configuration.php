<?php
$license = 'Owned-f90e1fb60d';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-ggdzm';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$notion_token = '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';
