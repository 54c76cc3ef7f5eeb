<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['planetscale']['planetscale_oauth_token'] = 'pscale_oauth_DMKRWayT_CPQKbTwYKhbCXvGu6_w4p_U7IaF80qWIkI';
$sugar_config['planetscale']['timeout'] = 15;
/***CONFIGURATOR***/
