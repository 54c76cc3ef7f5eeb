<?php
$license = 'Owned-c0240d5090';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-dbokt';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$travis_api_key = 'MPlEXKHswqzs4I7X575Zo3';
