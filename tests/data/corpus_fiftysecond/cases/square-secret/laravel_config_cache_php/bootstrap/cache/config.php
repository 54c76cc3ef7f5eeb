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
    'square' => 
    array (
      'square_application_secret' => 'sandbox-sq0csb-8djNEmk8qn08A66Ddsw5ApxHeof-bexpwq8eWseo21F',
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
