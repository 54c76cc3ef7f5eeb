<?php return array (
  'app' => 
  array (
    'name' => 'Harbourline Dental',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://stock.harbourline-dental.com',
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
    'google' => 
    array (
      'gs_oauth2_refresh_token' => '1//0ZELOaLwZVYOJJ1wIRIs-k4u89dMVfquBjzbru8UvtovileTlDV3RJeK0ZAIMadMIgVjCCQf-FdqI6lwkq0tpqsIRw2liqA_VDSb',
    ),
  ),
  'view' => 
  array (
    'paths' => 
    array (
      0 => '/var/www/stock/resources/views',
    ),
    'compiled' => '/var/www/stock/storage/framework/views',
  ),
);
