<?php return array (
  'app' => 
  array (
    'name' => 'Harbourline Dental',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://intranet.harbourline-dental.com',
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
    'heroku' => 
    array (
      'heroku_api_key' => 'a4ed443a-587d-4209-bf01-8f9225a0dfee',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/intranet/resources/views',
    ),
    'compiled' => '/var/www/intranet/storage/framework/views',
  ),
);
