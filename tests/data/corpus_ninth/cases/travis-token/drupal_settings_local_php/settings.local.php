<?php

$settings['hash_salt'] = 'sc42w15BqOy8l5DHvA14tXmWd8b-UvHOhQaK0mrvRiz1fPY3DToDJUE';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['travis_api_token'] = 'DphtDFHnx6acgQ7oM23cKx';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];