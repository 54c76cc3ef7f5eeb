<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['oxidized']['API_TOKEN'] = 'tgp_v1_Q3wgrVaWUsnpQ-Q5zbVgcULQ_UcO05Dtd4kK2OPy09D';
$config['auto_update_enabled'] = true;