<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'shop');
set('repository', 'git@github.com:bluewater/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('shop.bluewater-bakery.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'VAULT_TOKEN' => 'hvr.CAESICCYD9Ud51vmQkI5ZHFjYWPpLqBnRO9dec0dTciVPIlGGh4KHGh2ci5tV1VvNGNSQUxCWmkxM25Yc01SRm9rd1Y',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
