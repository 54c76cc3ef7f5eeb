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
    'digitalocean' => 
    array (
      'api_key' => 'doo_v1_6dae700f658bf64d5517d507b9658013eb50126a144e55cbe1194ab3539535a2',
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
