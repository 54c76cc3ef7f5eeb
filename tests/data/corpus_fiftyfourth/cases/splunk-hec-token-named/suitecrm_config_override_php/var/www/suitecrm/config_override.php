<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['splunk']['hec_auth_token'] = '18c1aa5c-00c7-49a0-a9a8-60d1d4f0de9a';
$sugar_config['splunk']['timeout'] = 15;
/***CONFIGURATOR***/
