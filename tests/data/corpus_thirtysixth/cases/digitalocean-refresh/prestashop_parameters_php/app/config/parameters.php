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
    'do_refresh_token' => 'dor_v1_aca8a7d3157cc038b21e66db540e197d256a6a504c18c55228fc5631a318da95',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2024-02-15',
    'locale' => 'de-DE',
    'use_debug_toolbar' => true,
    'cookie_check_ip' => true,
    'api_public_key' => NULL,
  ),
);
