<?php return array (
  'app' => 
  array (
    'name' => 'Northgate Florist',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://orders.northgate-florist.net',
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
    'openai' => 
    array (
      'api_token' => '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',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/orders/resources/views',
    ),
    'compiled' => '/var/www/orders/storage/framework/views',
  ),
);
