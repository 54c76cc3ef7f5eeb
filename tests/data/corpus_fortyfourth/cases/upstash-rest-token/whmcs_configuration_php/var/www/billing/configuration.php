<?php
$license = 'Owned-2d69009e71';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-aiwgf';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$upstash_token = 'AbDJASQgYjBmMmJkYzktOTUwMi00MmNlLTkzM2MtYjhiY2JiYTUyMzM4GD7O8FazHVepXwkYm+W58U1spKYmAtuiN04Iusj6vfc=';
