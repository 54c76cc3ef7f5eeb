<?php
$license = 'Owned-8c06c281ba';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-rlmjf';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$langsmith_api_key = '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';
