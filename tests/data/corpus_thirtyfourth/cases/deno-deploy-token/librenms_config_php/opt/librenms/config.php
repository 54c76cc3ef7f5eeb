<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['oxidized']['deno_deploy_token'] = 'ddp_zCgnE8puQEM7OZ2TCyFmi6AmzIO5IM1njbMS';
$config['auto_update_enabled'] = true;
