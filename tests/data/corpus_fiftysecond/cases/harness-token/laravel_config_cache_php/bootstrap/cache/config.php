<?php return array (
  'app' => 
  array (
    'name' => 'Bluewater Bakery',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://stock.bluewater-bakery.com',
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
    'harness' => 
    array (
      'harness_api_key' => 'sat.P1ZZ8v_s3xxfMkbNx09J5y.078129c7cd89b4d4adbac7e3.E8HiaeISEgduqf6jGi5o',
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
