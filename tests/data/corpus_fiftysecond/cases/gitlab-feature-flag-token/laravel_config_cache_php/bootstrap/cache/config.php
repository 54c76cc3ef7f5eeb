<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.millbrook-hardware.co.uk',
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
    'gitlab' => 
    array (
      'unleash_instance_id' => 'glffct-ZcSrigFixQdBocEEYhv_',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/shop/resources/views',
    ),
    'compiled' => '/var/www/shop/storage/framework/views',
  ),
);
