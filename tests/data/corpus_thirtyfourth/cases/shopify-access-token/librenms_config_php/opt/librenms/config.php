<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['unifi']['apiKey'] = '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';
$config['auto_update_enabled'] = true;
