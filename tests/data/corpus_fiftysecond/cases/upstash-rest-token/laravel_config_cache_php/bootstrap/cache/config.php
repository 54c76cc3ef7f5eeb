<?php return array (
  'app' => 
  array (
    'name' => 'Harbourline Dental',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.harbourline-dental.com',
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
    'upstash' => 
    array (
      'base_uri' => 'https://eager-lynx-57687.upstash.io/get/cart-sessions',
      'timeout' => 10,
      'headers' => 
      array (
        'Authorization' => 'Bearer AXpAASQgZTI3OTliNDItNjQxZi00YzZkLTkzNjAtM2M2NTBmODc0YjY5lO8A5tZAX/EklRsh14q4AIlerwVuGRV6p/Avdus2UAg=',
      ),
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
