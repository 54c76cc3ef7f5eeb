<?php

$settings['hash_salt'] = 'DiOGGdUITae7bas8mxfDao4pBrk5GcmBXO2dSLt_3E27X3QbTKA_JQi';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['pscale_oauth'] = 'pscale_oauth_plyCpQ4o5MxCetn_cWMNIVSLsxax0NShHUrDlkPJv8G';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
