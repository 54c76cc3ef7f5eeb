<?php

$settings['hash_salt'] = '8QLAcH78iqpx17cNHdSbqkesQ2d5ZmZX1FkZ3Fs28aWKFvVWaDoA1RQ';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['notion_api_key'] = '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';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];