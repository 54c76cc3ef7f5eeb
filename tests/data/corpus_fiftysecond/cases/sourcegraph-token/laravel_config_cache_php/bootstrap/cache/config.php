<?php return array (
  'app' => 
  array (
    'name' => 'Pinecrest Motors',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.pinecrest-motors.com',
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
    'sourcegraph' => 
    array (
      'sourcegraph_token' => 'sgp_28ab25f8d813b972_03d832ed77bf80d3d4a05f93f29788ab19787ab5',
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
