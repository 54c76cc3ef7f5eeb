<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://orders.millbrook-hardware.co.uk',
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
    'flutterwave' => 
    array (
      'flutterwave_secret_key' => 'FLWSECK-efcc3a8b7608ffb19ee4c1daa2d4bff5-X',
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
