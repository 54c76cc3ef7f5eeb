<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['heroku']['heroku_api_key'] = 'HRKU-AA2pXyDhyS2uB1okawRySG6ApdqbAPUfUkSqIA_ay0lZaiH2TFl-UvB-YVfh';
$sugar_config['heroku']['timeout'] = 15;
/***CONFIGURATOR***/
