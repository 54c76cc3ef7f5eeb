<?php
$license = 'Owned-8fea75827e';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-ubuor';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$slack_webhook = 'https://hooks.slack.com/services/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';
