<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['mongodb_atlas']['mongodb_atlas_public_key'] = 'ykckksxt';
$sugar_config['mongodb_atlas']['mongodb_atlas_private_key'] = '9d1ac274-3cb9-47b4-9852-93ba9528cfc7';
$sugar_config['mongodb_atlas']['timeout'] = 15;
/***CONFIGURATOR***/
