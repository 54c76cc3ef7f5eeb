<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://booking.millbrook-hardware.co.uk',
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
    'dropbox' => 
    array (
      'api_key' => 'sl.3vqr6u-AJVBWoxw7gzFE-roUHm1N90xUv8xgo66Kky-ngFkuZ1Vi9E5U8ReNVliO-n1-9tnUBsu1CzwBk86pmuEpmgUcAWWk2ybCcV3S5Ccf4SjF6xFEIc8N9N2-HVgZ59uI9bsKD',
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
