<?php return array (
  'app' => 
  array (
    'name' => 'Bluewater Bakery',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://stock.bluewater-bakery.com',
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
    'hashicorp_vault' => 
    array (
      'vault_recovery_token' => 'hvr.CAESIKhyuCj0zgeu45cqLzrKxhD0map3aeNkZUtOYwpnGbDsGh4KHGh2ci5saXZ2Z1VNVmlVa2pIdGY0aFlzcVp4Mzc',
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
