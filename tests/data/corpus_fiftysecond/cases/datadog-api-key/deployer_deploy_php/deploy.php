<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'portal');
set('repository', 'git@github.com:bluewater/portal.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('portal.bluewater-bakery.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/portal');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'DATADOG_API_KEY' => '6ac314ac3639710c5413c9d960e04d6e',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
