<?php
$license = 'Owned-584a0926af';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-vhjqm';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$bucket_key = 'LTAI0yRmSoyldM0cxMsVT3PD';
$bucket_secret = 'bO3mjJegWJq2wv3r93g1y1kivvyi7w';
