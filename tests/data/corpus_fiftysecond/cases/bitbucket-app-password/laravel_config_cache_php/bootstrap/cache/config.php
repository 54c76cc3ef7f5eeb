<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://intranet.millbrook-hardware.co.uk',
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
    'bitbucket' => 
    array (
      'bitbucket_username' => 'svc_orders',
      'bitbucket_app_password' => 'ATBBXmcqiMyv0VH2d9qSPEFcODGGCA41BA90',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/intranet/resources/views',
    ),
    'compiled' => '/var/www/intranet/storage/framework/views',
  ),
);
