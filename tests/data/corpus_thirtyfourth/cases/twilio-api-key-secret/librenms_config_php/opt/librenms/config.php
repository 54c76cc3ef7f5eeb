<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['oxidized']['twilio_creds'] = 'SKe7675021ed2855d175daa6a371c7fb65:PZCF3asH4nDgbhhl4X1hnKjF0pirhGJz';
$config['auto_update_enabled'] = true;
