<?php return array (
  'app' => 
  array (
    'name' => 'Harbourline Dental',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://orders.harbourline-dental.com',
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
    'composer' => 
    array (
      'composer_auth' => '{"gitlab-token":{"gitlab.kestrelworks.io":"glpat-85Bf1WQTG7SutoaycHqx"}}',
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
