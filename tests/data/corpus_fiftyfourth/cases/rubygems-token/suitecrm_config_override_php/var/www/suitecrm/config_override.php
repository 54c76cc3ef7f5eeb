<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['rubygems']['gem_host_api_key'] = 'rubygems_890d1cc888944ae753a6679130a58071b46f215450ca0b1b';
$sugar_config['rubygems']['timeout'] = 15;
/***CONFIGURATOR***/
