<?php
$license = 'Owned-c11bd48405';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-rqlgv';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$claude_code_oauth_token = 'sk-ant-ort01-XG61tBrpM7FpVWBLcH5V1ekUoKIYbirBSvvTO823-GyrEHLoub9N7GzDIiD-Vfc8Ubn0X44YYxfwOaUIMAWvq9Jyf0xsCAA';
