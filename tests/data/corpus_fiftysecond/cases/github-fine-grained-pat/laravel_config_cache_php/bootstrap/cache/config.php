<?php return array (
  'app' => 
  array (
    'name' => 'Northgate Florist',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.northgate-florist.net',
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
    'github' => 
    array (
      'github_access_token' => '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',
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
