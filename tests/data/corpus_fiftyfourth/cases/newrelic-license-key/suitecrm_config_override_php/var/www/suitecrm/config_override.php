<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['new_relic']['nr_browser_license_key'] = 'NRJS-980cf4cecaa6f42aeb0';
$sugar_config['new_relic']['timeout'] = 15;
/***CONFIGURATOR***/
