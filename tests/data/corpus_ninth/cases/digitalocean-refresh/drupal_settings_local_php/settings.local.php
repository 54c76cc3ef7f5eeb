<?php

$settings['hash_salt'] = '2--3yK10nsrPmrvXFPHXKqNq9mUUET2Swwjsmst-zgYr2nLNuFN_y-A';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['refresh_token'] = 'dor_v1_951c82ff10 [truncated]';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
