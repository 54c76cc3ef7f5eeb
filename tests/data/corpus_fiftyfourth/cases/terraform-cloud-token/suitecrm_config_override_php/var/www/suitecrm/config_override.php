<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['hashicorp_terraform']['tfe_token'] = 'kSibAT7UUtK9uk.atlasv1.SymUHEkvqIVirtTj4VBrDWkIJ3Ej9wU9HXIb064umuU1Xj5lKTpWijOJjKQeXx3qnJW';
$sugar_config['hashicorp_terraform']['timeout'] = 15;
/***CONFIGURATOR***/
