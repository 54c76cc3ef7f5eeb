<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['oxidized']['azure_storage_connection_string'] = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsaneg;AccountKey=/+RS9OT+4aFPgBT6rqnd1HCh9hRr3PFJaNvVHS3z9T6Z6hsMQHZpjkaI3zB2Q0IblCnk/n8LG/oldC0ej/NxvQ==;EndpointSuffix=core.windows.net';
$config['auto_update_enabled'] = true;