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
    'mapbox' => 
    array (
      'auth_token' => 'sk.eyJ1Ijoia3ctbWFwcyIsImEiOiJnbzNrdXRnNmIzOTVzOTA2MnliNXNzcjAzIn0.xYIaII8xizr6F9iUT0anW0',
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
