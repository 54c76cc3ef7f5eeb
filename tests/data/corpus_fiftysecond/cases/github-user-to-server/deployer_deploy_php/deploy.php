<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'shop');
set('repository', 'git@github.com:pinecrest/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('shop.pinecrest-motors.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'GH_USER_ACCESS_TOKEN' => 'ghu_caUl14eVMYBR2ZRtf78nWZ992DQOVg1KvHur',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
