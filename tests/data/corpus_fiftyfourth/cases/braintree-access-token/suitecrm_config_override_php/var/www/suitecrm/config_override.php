<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['paypal_braintree']['braintree_access_token'] = 'access_token$sandbox$54mfrs6jv385i024$08ca0328d02713710aca39aa6799c11d';
$sugar_config['paypal_braintree']['timeout'] = 15;
/***CONFIGURATOR***/
