<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['WANDB_API_TOKEN'] = 'vault:secret/data/prod/WANDB_API_KEY#value';
$config['auto_update_enabled'] = true;