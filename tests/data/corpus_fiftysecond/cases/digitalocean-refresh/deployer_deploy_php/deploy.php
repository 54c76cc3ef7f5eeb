<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'orders');
set('repository', 'git@github.com:millbrook/orders.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('orders.millbrook-hardware.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/orders');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'DIGITALOCEAN_REGION' => 'fra1',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
