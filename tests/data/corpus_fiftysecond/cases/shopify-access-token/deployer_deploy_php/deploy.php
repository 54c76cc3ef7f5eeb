<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'orders');
set('repository', 'git@github.com:northgate/orders.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('orders.northgate-florist.net')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/orders');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'SHOPIFY_SHOP' => 'larkspur-store.myshopify.com',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
