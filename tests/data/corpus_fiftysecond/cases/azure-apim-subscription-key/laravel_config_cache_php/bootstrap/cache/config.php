<?php return array (
  'app' => 
  array (
    'name' => 'Cedarfield Accounting',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.cedarfield-accounting.com',
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
    'azure' => 
    array (
      'base_uri' => 'https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01',
      'timeout' => 10,
      'headers' => 
      array (
        'Ocp-Apim-Subscription-Key' => '9e0ebe82e8a7c5aefa93ee626ea21fd2',
      ),
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/portal/resources/views',
    ),
    'compiled' => '/var/www/portal/storage/framework/views',
  ),
);
