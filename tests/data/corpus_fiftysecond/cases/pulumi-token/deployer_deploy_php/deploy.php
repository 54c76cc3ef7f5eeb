<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'booking');
set('repository', 'git@github.com:harbourline/booking.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('booking.harbourline-dental.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/booking');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'PULUMI_BACKEND_URL' => 's3://quillon-pulumi-state?region=us-east-2&awssdk=v2',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
