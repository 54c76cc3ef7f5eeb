<?php
$license = 'Owned-b3c25533a7';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-hrrqo';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$rubygems_api_key = 'rubygems_8f21d5e40b82f843c340d36d6bc372fccd53de91912909c9';
