<?php

$settings['hash_salt'] = 'PZnEeMcspWdGssEeYk-SePhPtr5B0nPedQ-P-6nDuPHGFXDGwR9anCJ';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['npm_auth_token'] = 'db22edf0-c04e-4b2b-ab09-6adaef86f125';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
