<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['octopus_deploy']['octopus_api_key'] = 'API-GKBATUIZ2MX36EECEDP3KUNS5S';
$sugar_config['octopus_deploy']['timeout'] = 15;
/***CONFIGURATOR***/
