<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['gitlab']['gitlab_trigger_token'] = 'glptt-b435bbc4b437f6173720f389b98d5f9a0c132cb1';
$sugar_config['gitlab']['timeout'] = 15;
/***CONFIGURATOR***/
