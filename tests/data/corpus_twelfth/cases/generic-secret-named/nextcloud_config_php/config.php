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
  'instanceid' => 'b1zwy3n02tbt',
  'passwordsalt' => '9zgGOXYFihEgfjiKybdx1bLQmJQ4T7',
  'secret' => 'Wc3se27p4EyDTTbN4uDsz9Hp2TZgsjc28DxC4uD8',
  'trusted_domains' => 
  array (
    0 => 'cloud.fernhill.com',
  ),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.2.1',
  'overwrite.cli.url' => 'https://cloud.fernhill.com',
  'dbname' => 'nextcloud',
  'dbhost' => 'db',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'oc_admin',
  'dbpassword' => 'x1eGdFJTo1d4g8MaS4a5',
  'installed' => true,
  'maintenance' => false,
);
