<?php
$license = 'Owned-164756a607';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-udtxd';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$auth_token = 'glsa_yzY77ZNdYIMIpgUAVhgYimXa8oDshY4K_e73e990f';
