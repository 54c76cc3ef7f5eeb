<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'shop');
set('repository', 'git@github.com:northgate/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('shop.northgate-florist.net')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'STRIPE_WEBHOOK_SECRET' => getenv('STRIPE_WEBHOOK_SECRET'),
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
