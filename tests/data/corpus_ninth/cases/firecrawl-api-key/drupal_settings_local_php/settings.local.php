<?php

$settings['hash_salt'] = '4b3XVcT6ZA2GcsAZd8kQhEEHeaK0RMV26gLSM1-bv4pmc6T1IULLpPa';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['firecrawl_api_key'] = 'fc-11199aebb693a80e3f9618f1036b9fc5';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
