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
  'instanceid' => 'h9tycjh5phsa',
  'passwordsalt' => '1GTi82Oj8n8VzeE27Eaeb8lmaNVNde',
  'secret' => 'eXvN8ABa+ZZFVZtAXVe0VtFWLsmjbDiHevqf42bSkjU/b/UF',
  'trusted_domains' => 
  array (
    0 => 'cloud.fernhill.com',
  ),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.7.1',
  'overwrite.cli.url' => 'https://cloud.fernhill.com',
  'dbname' => 'nextcloud',
  'dbhost' => 'db',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'oc_admin',
  'dbpassword' => 'k!#Vo7FKH!2h.StL#=tAH2Om',
  'installed' => true,
  'maintenance' => false,
);
