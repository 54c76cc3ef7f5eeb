<?php return array (
  'app' => 
  array (
    'name' => 'Cedarfield Accounting',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://booking.cedarfield-accounting.com',
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
    'mistral_ai' => 
    array (
      'mistral_key' => 'c45XG6HotfjrKhcMUjHYN86WzeOqxUcL',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/booking/resources/views',
    ),
    'compiled' => '/var/www/booking/storage/framework/views',
  ),
);
