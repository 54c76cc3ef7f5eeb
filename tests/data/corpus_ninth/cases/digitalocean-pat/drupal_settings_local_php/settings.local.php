<?php

$settings['hash_salt'] = 'Qp1uC3778crWq5DO5g0Ku8xSQrhh4x8ByaqmvdUjWO1CKSgDpH_dUaf';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['digitalocean_access_token'] = 'dop_v1_5cf6b7ca74f84268c0e4127225d10eaa42c55d06f543e8e19cffb1226c2a5966';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
