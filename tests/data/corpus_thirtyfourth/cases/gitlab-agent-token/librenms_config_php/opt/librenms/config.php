<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['unifi']['GITLAB_KAS_ADDRESS'] = 'wss://kas.gitlab.com';
$config['auto_update_enabled'] = true;