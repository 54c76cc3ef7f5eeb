<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['airtable']['airtable_pat'] = 'path5vRO19j6mfHX0.be68b71323a1408976d29b2abc6a5350d5eb4ea29032d23f20647bb30fa76761';
$sugar_config['airtable']['timeout'] = 15;
/***CONFIGURATOR***/
