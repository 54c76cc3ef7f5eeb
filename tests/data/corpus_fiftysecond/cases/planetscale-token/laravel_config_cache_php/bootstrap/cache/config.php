<?php return array (
  'app' => 
  array (
    'name' => 'Oakhurst Vets',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://orders.oakhurst-vets.co.uk',
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
    'planetscale' => 
    array (
      'planetscale_service_token_id' => 'bbg3uzwpt1u9',
      'credential' => 'pscale_tkn_nxoTa6aaNVZN-26dokzeU7ekn90d6KmvgBfrukYzl6I',
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
