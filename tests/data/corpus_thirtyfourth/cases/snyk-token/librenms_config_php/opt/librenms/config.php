<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['alert']['SNYK_AUTH_TOKEN'] = 'b42f05c7-c9f5-4843-bea7-a514b77ab832';
$config['auto_update_enabled'] = true;