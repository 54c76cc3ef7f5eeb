<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['webhooks']['download_url'] = 'https://nwexports.blob.core.windows.net/exports/2024-q3.csv?sig=changeme&st=2024-01-01T00%3A00%3A00Z&se=2025-04-28T14%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';
$sugar_config['webhooks']['timeout'] = 15;
/***CONFIGURATOR***/
