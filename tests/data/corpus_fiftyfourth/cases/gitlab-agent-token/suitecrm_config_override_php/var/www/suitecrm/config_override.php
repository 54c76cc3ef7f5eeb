<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['gitlab']['agent_token'] = 'glagent-laFkig4HO4kqiKntyqUMFx8cyqkuLIYEsld3TnHjK_S2f1YCij';
$sugar_config['gitlab']['timeout'] = 15;
/***CONFIGURATOR***/
