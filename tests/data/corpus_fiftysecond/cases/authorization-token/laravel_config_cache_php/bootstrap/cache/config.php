<?php return array (
  'app' => 
  array (
    'name' => 'Northgate Florist',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://stock.northgate-florist.net',
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
    'checkout' => 
    array (
      'base_uri' => 'https://ingest.northgate-florist.net/v2/bookings',
      'timeout' => 10,
      'headers' => 
      array (
        'Authorization' => 'Token token="vault:v1:W2lHqNrlvxLa9zlUbf2pwzMo7+drtUAFaEBw4mySzYXqUvKClGbQjEcUFBK8YuBxXhhEpXKFtsSZPv9b"',
      ),
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
