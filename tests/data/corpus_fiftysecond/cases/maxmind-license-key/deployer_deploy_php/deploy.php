<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'intranet');
set('repository', 'git@github.com:pinecrest/intranet.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('intranet.pinecrest-motors.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/intranet');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'MAXMIND_ACCOUNT_ID' => '619550',
    'MAXMIND_LICENSE_KEY' => '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',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
