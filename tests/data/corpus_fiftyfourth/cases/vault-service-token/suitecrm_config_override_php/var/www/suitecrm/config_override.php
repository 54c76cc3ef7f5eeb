<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['hashicorp_vault']['vault_token'] = 'hvs.CAESIGUDJb5t5OLUN2GBW0YYj_qqh2Lag0s-yIJgWSwWb2M7Gh4KHGh2cy5VRm03dGdsOUVicmc4RUVqMjk0MUp2ek0';
$sugar_config['hashicorp_vault']['timeout'] = 15;
/***CONFIGURATOR***/
