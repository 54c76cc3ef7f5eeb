<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['api']['access_token'] = 'AKCp5g7GhkOxjTq4yqskitdZyc9iC68VxZDU8zyniUcOMCGR8WYCz8GgYcjyqaOSSJyNIUZt2';
$config['auto_update_enabled'] = true;
