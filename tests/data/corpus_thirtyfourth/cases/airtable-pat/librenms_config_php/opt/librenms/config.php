<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['AIRTABLE_PAT'] = 'patii5f9sOPelLsXR.3774aef70e4d707de52ee65922a50143cfdb0d03e0e08986383a9d0ea27466cb';
$config['auto_update_enabled'] = true;
