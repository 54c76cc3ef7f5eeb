<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['anthropic']['refresh_token'] = 'sk-ant-oat01-wGSTt3ZB5J4_POCCqlCq6Xv5KtjxPPIqN3IYbn3uPoKD10-XFBMVzirkH3hGfqkiUDom0Rd4nZjmjWsx-ja6ChfHLSeqRAA';
$sugar_config['anthropic']['timeout'] = 15;
/***CONFIGURATOR***/
