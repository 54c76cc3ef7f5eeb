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
  'instanceid' => 'fwpxf3p9qu1w',
  'passwordsalt' => 'GChkFanJMICwogcJGsYzstP8AqPRqZ',
  'secret' => 'ZmF/CrwFYsBBMjjAcVS+uY+e4bysuzsrK9xjfUtxFu6+ds+U',
  'trusted_domains' => 
  array (
    0 => 'cloud.quillon.net',
  ),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.3.1',
  'overwrite.cli.url' => 'https://cloud.quillon.net',
  'dbname' => 'nextcloud',
  'dbhost' => 'db',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'oc_admin',
  'dbpassword' => 'htxaI1rtrDrkaFhyM6Ro',
  'objectstore' => 
  array (
    'class' => '\\OC\\Files\\ObjectStore\\S3',
    'arguments' => 
    array (
      'bucket' => 'nc-iim4qu',
      'autocreate' => true,
      'key' => 'AKIAYZ3BNRDN3DWYSHP4',
      'secret' => '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',
      'hostname' => 's3.eu-central-1.amazonaws.com',
      'region' => 'eu-central-1',
      'use_ssl' => true,
    ),
  ),
  'installed' => true,
  'maintenance' => false,
);
