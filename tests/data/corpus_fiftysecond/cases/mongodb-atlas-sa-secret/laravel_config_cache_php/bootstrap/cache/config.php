<?php return array (
  'app' => 
  array (
    'name' => 'Oakhurst Vets',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://intranet.oakhurst-vets.co.uk',
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
    'mongodb_atlas' => 
    array (
      'atlas_client_id' => 'mdb_sa_id_7de1f82026e068edae9a25bc',
      'mongodb_atlas_client_secret' => 'mdb_sa_sk_8CM06s6y3LGngYqc6TOUN3SNiZ9MhSpWvwzYC5Eq',
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
