<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['unifi']['apiKey'] = 'ghu_eFyKzovi0oOp3ATVDISTQSJLFBMa9w2v46vS';
$config['auto_update_enabled'] = true;