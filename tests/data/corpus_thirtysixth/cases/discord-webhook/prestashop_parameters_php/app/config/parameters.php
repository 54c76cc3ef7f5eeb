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
    'discord_webhook' => 'https://discord.com/api/webhooks/3725782897339227465/Mydp7iTMr8S6Q9miyGY59SepPvcIPnJK1tfgdMhUbSN9HZMlrxoHX03ymx_zPjsCX2q9',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2024-07-12',
    'locale' => 'en-US',
    'use_debug_toolbar' => true,
    'cookie_check_ip' => true,
    'api_public_key' => NULL,
  ),
);
