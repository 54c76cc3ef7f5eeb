<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['cloudflare']['cloudflare_zone_id'] = '25436c37ecf6775e58723db3f01f0188';
$sugar_config['cloudflare']['timeout'] = 15;
/***CONFIGURATOR***/
