<?php return array (
  'app' => 
  array (
    'name' => 'Millbrook Hardware',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.millbrook-hardware.co.uk',
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
    'sql_server' => 
    array (
      'connection_string' => 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=etl_reader;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;',
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
