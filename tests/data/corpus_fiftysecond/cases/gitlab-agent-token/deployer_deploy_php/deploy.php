<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'portal');
set('repository', 'git@github.com:bluewater/portal.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('portal.bluewater-bakery.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/portal');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'GITLAB_KAS_ADDRESS' => 'wss://gitlab.kestrelworks.io/-/kubernetes-agent/',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
