<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['alert']['PULUMI_TOKEN'] = 'pul-29baa9aa652b544a409eb4584440517eecb77a93';
$config['auto_update_enabled'] = true;
