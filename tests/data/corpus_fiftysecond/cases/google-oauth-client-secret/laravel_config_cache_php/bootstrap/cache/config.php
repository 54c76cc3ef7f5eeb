<?php return array (
  'app' => 
  array (
    'name' => 'Pinecrest Motors',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.pinecrest-motors.com',
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
    'google' => 
    array (
      'google_client_id' => '450208102627-240wea47k3dfjs1fedhmumkaw1u29yug.apps.googleusercontent.com',
      'google_oauth_client_secret' => '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',
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
