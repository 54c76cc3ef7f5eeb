<?php
$license = 'Owned-ce69d02401';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-ieyyj';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$replicate_token = 'r8_9VkiD6HbYlAeMrtEtJUVsxOL6uK9AAyccA3Rm';
