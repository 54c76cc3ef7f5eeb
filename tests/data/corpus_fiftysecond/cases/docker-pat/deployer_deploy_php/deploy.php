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
    'DOCKER_USERNAME' => 'etl_reader',
    'DOCKERHUB_PASSWORD' => 'dckr_pat_Z_zWq2e497-vdvd6WH6lWKaSLTH',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
