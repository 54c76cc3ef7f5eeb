<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['xai']['grok_api_key'] = 'xai-JeISixtToYzVEofDFl1GrPMxM3W8zOUW4eZcrGb14d4OjKX1EVGK87mEjuan5QdOe3Uy81iy86XJh6Ul';
$sugar_config['xai']['timeout'] = 15;
/***CONFIGURATOR***/
