<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['adafruit']['aio_username'] = 'etl_reader';
$sugar_config['adafruit']['auth_token'] = 'aio_mct••••••••••••';
$sugar_config['adafruit']['timeout'] = 15;
/***CONFIGURATOR***/
