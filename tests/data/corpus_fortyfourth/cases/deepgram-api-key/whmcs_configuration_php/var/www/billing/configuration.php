<?php
$license = 'Owned-7d37b432e6';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-lddkg';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$deepgram_api_token = 'CiQAJx3hMYsATuCcVIJjCcA1UmC6nKqhZ5PTDEUVim156lF7oFASOFoh/SYcr7LkpXnVSQnS+QLH/1TzAQ53SijoGW+3i7D558MKQkiA+3cf07qS+x3Q0zuT+B5ugfeb';
