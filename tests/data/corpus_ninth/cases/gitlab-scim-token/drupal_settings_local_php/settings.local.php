<?php

$settings['hash_salt'] = 'jxxSWBPKP3VRK1EJywtmWdyAbSK407pXpbXofPuG9gocja6sm36sGjv';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['scim_bearer'] = '[MASKED]';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
