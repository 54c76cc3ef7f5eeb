<?php
$license = 'Owned-4d40eb9f2e';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-ryecg';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$netlify_api_token = 'feRurqa1GfujTpbYdqWtZp9JUuwDKwBY6VUGuJFcaua';
