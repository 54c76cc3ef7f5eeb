<?php return array (
  'app' => 
  array (
    'name' => 'Bluewater Bakery',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://orders.bluewater-bakery.com',
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
    'yandex_cloud' => 
    array (
      'yandex_api_key' => 'AQVNitvUiqvyZRL7cDHGlV420ItJ4JpQFZpvKMHi',
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
