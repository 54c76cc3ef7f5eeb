<?php
$license = 'Owned-8aaf809b16';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-wlrbb';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$new_relic_query_key = 'NRIQ-PkfYGbMO5g0196AxMWp3O3zLWXm7ukFw';
