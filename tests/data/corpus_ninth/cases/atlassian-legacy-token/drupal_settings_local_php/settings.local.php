<?php

$settings['hash_salt'] = 'YHkkjnqvUSRD4TGJiqzChu6-yqXFnxYuXUd3zilicGaCsXkEDZ-wOq-';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['jira_user'] = 'svc_orders@larkspur.dev';
$settings['atlassian_token'] = 'OuZXXhEP2ZXS6h5VzXW9okn6';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
