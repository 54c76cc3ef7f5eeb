<?php return array (
  'app' => 
  array (
    'name' => 'Oakhurst Vets',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://booking.oakhurst-vets.co.uk',
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
    'cerebras' => 
    array (
      'cerebras_api_key' => 'csk-4p9gtuxyoy4kbab4emgtl7ydqm1k0bx5u9ebpzqamj3lvy1w',
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
