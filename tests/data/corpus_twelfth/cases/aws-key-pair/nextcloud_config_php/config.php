<?php
$CONFIG = array (
  'htaccess.RewriteBase' => '/',
  'memcache.local' => '\\OC\\Memcache\\APCu',
  'apps_paths' => 
  array (
    0 => 
    array (
      'path' => '/var/www/html/apps',
      'url' => '/apps',
      'writable' => false,
    ),
  ),
  'instanceid' => 'buwn6m6t87jp',
  'passwordsalt' => 'nYjiQKis5ak6u4rFJo2oPGs7UWJft9',
  'secret' => '1o69oTnEwig1uiZJaAgRoC0AmBfTuko8SP5NKUwbDhIIlhsH',
  'trusted_domains' => 
  array (
    0 => 'cloud.cobaltpeak.ca',
  ),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.1.1',
  'overwrite.cli.url' => 'https://cloud.cobaltpeak.ca',
  'dbname' => 'nextcloud',
  'dbhost' => 'db',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'oc_admin',
  'dbpassword' => 'dmJFNXIRWuy59pLjSbwi',
  'objectstore' => 
  array (
    'class' => '\\OC\\Files\\ObjectStore\\S3',
    'arguments' => 
    array (
      'bucket' => 'nc-cnf8no',
      'autocreate' => true,
      'key' => 'AKIA7GH2DSK7E3HSY3A2',
      'secret' => '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',
      'hostname' => 's3.eu-central-1.amazonaws.com',
      'region' => 'eu-central-1',
      'use_ssl' => true,
    ),
  ),
  'installed' => true,
  'maintenance' => false,
);