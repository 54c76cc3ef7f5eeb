<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['DATADOG_API_KEY'] = '33e0f161d528fc6af64eef15b6e434c3';
$config['auto_update_enabled'] = true;
