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
    'mailchimp' => 
    array (
      'mailchimp_key' => 'bf12bf450d3947b03e3e57a06771ac7d-us19',
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
