<?php

$settings['hash_salt'] = 'Vz1jwAdt3gqUadEqN2rafJufN3s-ouoA8Fu1s136cgk_sYkL6VXVfy2';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['api_key_id'] = '2014b024-f5d4-40db-aed2-84f01091e2cc';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
