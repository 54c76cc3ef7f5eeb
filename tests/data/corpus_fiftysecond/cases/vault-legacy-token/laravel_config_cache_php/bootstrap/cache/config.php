<?php return array (
  'app' => 
  array (
    'name' => 'Pinecrest Motors',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://booking.pinecrest-motors.com',
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
    'hashicorp_vault' => 
    array (
      'vault_token' => 'root',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/booking/resources/views',
    ),
    'compiled' => '/var/www/booking/storage/framework/views',
  ),
);
