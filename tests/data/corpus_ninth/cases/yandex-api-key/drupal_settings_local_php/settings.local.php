<?php

$settings['hash_salt'] = '0bWeGIT-XI6N6GP1vtVVkeoKNQlwvfzgwgtlqbS5uDHs824AtoPAWBF';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['yandex_cloud_key'] = 'AQVNeXwvufwaQvnt-nosyinkD1VPbBev1ibbZOxA';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
