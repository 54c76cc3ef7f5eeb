<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['alert']['backup_access_key'] = 'AKIA65BJV6Q5PJIBM37H';
$config['oxidized']['s3_secret'] = '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';
$config['auto_update_enabled'] = true;
