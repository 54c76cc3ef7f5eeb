<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'orders');
set('repository', 'git@github.com:bluewater/orders.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('orders.bluewater-bakery.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/orders');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'EASYPOST_API_KEY' => 'EZTK0ruOVjtYO89EFJiNfw8Cjclis4KsBSVpCWwCzPExpEaixhMLZT9KPW',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
