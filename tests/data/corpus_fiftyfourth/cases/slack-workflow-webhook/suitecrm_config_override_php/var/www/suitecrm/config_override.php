<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['webhooks']['slack_trigger_url'] = 'https://hooks.slack.com/triggers/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';
$sugar_config['webhooks']['timeout'] = 15;
/***CONFIGURATOR***/
