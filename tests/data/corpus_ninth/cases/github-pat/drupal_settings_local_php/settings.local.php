<?php

$settings['hash_salt'] = 'eqQHi1vuWgS2txkYusykhwivJ3645ms9W_Px77E6zT7Mcai3XV6IM0Q';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['github_token'] = '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';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];