<?php

$settings['hash_salt'] = 'XgGfH9-sVUIBpMAXhvl9_OlHqNcL50VHPC7Ks5QE50LecivWqGUGP_O';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['anthropic_api_key'] = 'sk-ant-api03-KEUGWkwMI0RNiO60-CVXgbPucNqXaERXTu7CsqHt3G9vld9VSXxSxbXu-dZf5LQVPVwh_I83SeL80Ac1OjbiaeiQ6mSfUAA';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];