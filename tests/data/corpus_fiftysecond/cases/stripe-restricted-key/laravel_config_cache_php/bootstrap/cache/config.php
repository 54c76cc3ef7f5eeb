<?php return array (
  'app' => 
  array (
    'name' => 'Bluewater Bakery',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.bluewater-bakery.com',
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
    'stripe' => 
    array (
      'stripe_restricted_key' => 'rk_test_51bMNsoU6QNrOJ26vqIP4TAmzxAOfqoHvltn5ZnMXOYPMzRLFKkWgeRWrxHgwLqJ0GqMAnmiNzUdZm9Spabs1uerpJcCwqfS0lO',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/portal/resources/views',
    ),
    'compiled' => '/var/www/portal/storage/framework/views',
  ),
);
