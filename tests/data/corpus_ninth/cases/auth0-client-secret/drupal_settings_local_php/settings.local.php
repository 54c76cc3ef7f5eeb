<?php

$settings['hash_salt'] = 'FRz0VCXwa7n-Ywfq5w6lRPYKwObHpD5BcFvOQAtddXBb7e66oRQLyxk';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['auth0_client_id'] = 'ZLi1Jzcs2n846EnfNfs1iM4kEJ1bDnXu';
$settings['auth0_domain'] = 'kestrelworks.us.auth0.com';
$settings['auth0_client_secret'] = 'd23ZGQf6vryxqNmMDWenS6xPvKr8iVqVmuNGGL36nMPOxAKQ9kr34WuVB2KHOwEs';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];