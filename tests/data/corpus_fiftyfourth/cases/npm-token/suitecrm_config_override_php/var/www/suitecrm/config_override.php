<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['npm']['npm_token'] = 'npm_RdQBSL2PlPhdkcbz2L3Hy2QHVh67GYWcZnEk';
$sugar_config['npm']['timeout'] = 15;
/***CONFIGURATOR***/
