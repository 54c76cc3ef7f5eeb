<?php return array (
  'parameters' => 
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'prestashop',
    'database_user' => 'prestashop',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'mailer_host' => '127.0.0.1',
    'mailer_user' => NULL,
    'mailer_password' => NULL,
    'mailgun_api_key' => 'key-b6b0fc55d8abf1c8d67c04721c09e943',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2024-08-01',
    'locale' => 'de-DE',
    'use_debug_toolbar' => true,
    'cookie_check_ip' => true,
    'api_public_key' => NULL,
  ),
);
