<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.millbrook-hardware.co.uk',
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
    'auth0' => 
    array (
      'auth0_client_id' => 'TIpuArJOQFlY1XsxoUfQjS9S9S8uxPlV',
      'auth0_domain' => 'nw-prod.us.auth0.com',
      'auth0_management_client_secret' => 'tUlzkwzX4pRSED0Pp0bnj0Ml5AcP1XT5FITTka6Kl5n04jW4Ck1teUIVMEDeTRIN',
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
