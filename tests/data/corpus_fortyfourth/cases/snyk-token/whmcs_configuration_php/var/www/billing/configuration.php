<?php
$license = 'Owned-c04a3f7d1a';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-mtcmq';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$snyk_api_token = 'b81f3502-0852-44c7-aba1-d7436fcd56f5';
