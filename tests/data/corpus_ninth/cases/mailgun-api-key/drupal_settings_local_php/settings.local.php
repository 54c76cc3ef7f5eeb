<?php

$settings['hash_salt'] = '4ak-U09BB-p5bII9r3a--PRxMFtlhPvZF_wu4U4o3BBJUS2CfFkEk_n';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['mg_key'] = 'key-a62cca330568bb7efa5ff5370ae8d44b';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];