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
    'pagerduty' => 
    array (
      'pd_api_key' => '8600e0d67a5fca82a1fc291a5ff36dc8',
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
