<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['unifi']['HF_MODEL_REVISION'] = 'c8782b915f3a82372e4f7f4b81fb94071e2d3131';
$config['auto_update_enabled'] = true;