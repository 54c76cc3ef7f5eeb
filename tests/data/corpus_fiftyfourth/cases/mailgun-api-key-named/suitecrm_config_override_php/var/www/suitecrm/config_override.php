<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['mailgun']['mailgun_domain'] = 'mg.larkspur.dev';
$sugar_config['mailgun']['mailgun_secret'] = '80b5b96cdafe9e49233a153b18b2045c-ca86395d-bcca2327';
$sugar_config['mailgun']['timeout'] = 15;
/***CONFIGURATOR***/
