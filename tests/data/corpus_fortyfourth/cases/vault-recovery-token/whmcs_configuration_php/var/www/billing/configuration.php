<?php
$license = 'Owned-a14cbdf2ad';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-hvrwv';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$secret = 'hvr.CAESIBJ-cckHC5Dzzy0sLD3YadZiOXTAle99rCPtx2c06_geGh4KHGh2ci5naVRMRUYxR2V4VGg1MjBQd29IUlJyNG0';
