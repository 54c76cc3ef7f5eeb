<?php

$settings['hash_salt'] = 'pFc-4Q6bMcUgMALqx1tuxMckTWRWyfhqMBe-EVj-wi7THEUlVa0Dj6u';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['google_client_id'] = '989350400921-swp24ue6zsu6ykpjrywlhhnex1bk50jp.apps.googleusercontent.com';
$settings['google_client_secret'] = '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';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
