<?php return array (
  'app' => 
  array (
    'name' => 'Cedarfield Accounting',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.cedarfield-accounting.com',
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
    'slack' => 
    array (
      'api_key' => 'xoxb-96224865336-9162569991441-7ucT6a7Yy1sNjx8f8FySjH7R',
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
