<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'booking');
set('repository', 'git@github.com:pinecrest/booking.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('booking.pinecrest-motors.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/booking');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'JFROG_API_KEY' => 'AKCp5NOt1oU69EBKz6aGzs224rr9uF42qFSnp2upMEWPcMWx9pPSV3f2JAztrScuYPnF0aXHW',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
