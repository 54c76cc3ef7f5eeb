<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['alert']['shopify_client_id'] = 'dfa92c55f0fb85e085e07db538005e3d';
$config['oxidized']['secret'] = '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';
$config['auto_update_enabled'] = true;
