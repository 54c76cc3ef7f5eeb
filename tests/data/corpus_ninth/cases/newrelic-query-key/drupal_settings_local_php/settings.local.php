<?php

$settings['hash_salt'] = 'axWFlHw4KmMjn65E-nE4ALogUnYG4kktmXEugny1CvXn7oDDfeKTPEa';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['new_relic_query_key'] = '***';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
