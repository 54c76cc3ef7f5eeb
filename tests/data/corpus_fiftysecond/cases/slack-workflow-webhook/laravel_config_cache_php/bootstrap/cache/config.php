<?php return array (
  'app' => 
  array (
    'name' => 'Cedarfield Accounting',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://stock.cedarfield-accounting.com',
    'asset_url' => NULL,
    'timezone' => 'Europe/London',
    'locale' => 'en',
    'fallback_locale' => 'en',
    'cipher' => 'AES-256-CBC',
  ),
  'cache' => 
  array (
    'default' => 'file',
  ),
  'services' => 
  array (
    'mailgun' => 
    array (
      'domain' => NULL,
      'secret' => NULL,
      'endpoint' => 'api.mailgun.net',
    ),
    'notifier' => 
    array (
      'url' => 'https://hooks.slack.com/workflows/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',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/stock/resources/views',
    ),
    'compiled' => '/var/www/stock/storage/framework/views',
  ),
);
