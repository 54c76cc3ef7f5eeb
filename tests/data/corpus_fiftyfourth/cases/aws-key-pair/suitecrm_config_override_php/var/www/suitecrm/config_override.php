<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['aws']['backup_access_key'] = 'AKIACYOHXFUYMQ533TSF';
$sugar_config['aws']['s3_secret'] = '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';
$sugar_config['aws']['timeout'] = 15;
/***CONFIGURATOR***/
