<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'booking');
set('repository', 'git@github.com:cedarfield/booking.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('booking.cedarfield-accounting.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/booking');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'WANDB_API_KEY' => '4d1dc2f8dee5cc4e1ac15c2e6a41e56ee491690e',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
