<?php return array (
  'app' => 
  array (
    'name' => 'Oakhurst Vets',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://shop.oakhurst-vets.co.uk',
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
    'render' => 
    array (
      'render_token' => 'rnd_tnqf22zicsVN3tTqeHTQsZEe',
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
