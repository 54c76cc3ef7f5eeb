<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['access_token'] = 'access_token$production$2o646w9beuw873kw$75159d5e276f41bb669881bf47560882';
$config['auto_update_enabled'] = true;
