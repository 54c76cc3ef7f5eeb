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
    'honeycomb' => 
    array (
      'honeycomb_write_key' => 'L1ZQbFJFtKXfzezIf0csAX',
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
