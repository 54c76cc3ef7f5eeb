<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['duffel_access_token'] = 'duffel_live_xIneD0rLM5wvNaAGovdbV6_8nV_kgHtRq3DTOj9ayjV';
$config['auto_update_enabled'] = true;
