<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'shop');
set('repository', 'git@github.com:harbourline/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('shop.harbourline-dental.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'REFRESH_TOKEN_TTL' => '1209600',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
