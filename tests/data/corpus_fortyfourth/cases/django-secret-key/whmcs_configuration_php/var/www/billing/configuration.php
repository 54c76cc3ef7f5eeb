<?php
$license = 'Owned-07fc43c593';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-jacjk';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$secret_key = 'django-insecure-+ac72bl==9pz&s6rs3j8o-s4w!)u_gy_uy-&-=m9p&l3i1gu4g';
