<?php
$license = 'Owned-2e657d6e8d';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-mzkwx';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$togetherai_api_key = 'tgp_v1_iWyq1suQmwwUcNBa7O3Eh7lXW-UCKTokdAR9qhHp0MK';
