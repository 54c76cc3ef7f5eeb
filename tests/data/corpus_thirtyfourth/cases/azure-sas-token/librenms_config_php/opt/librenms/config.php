<?php
## Have a look in misc/config_definitions.json for examples
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['user'] = 'librenms';
$config['base_url'] = '/';
$config['snmp']['community'] = array('public');
$config['alert']['blob_sas_url'] = 'https://acmeprodsa.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-08-18T06:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=fiyPQGGKgNFW3x0giKf3mC8yFPAZi6OLyLshw040kSU%3D';
$config['auto_update_enabled'] = true;