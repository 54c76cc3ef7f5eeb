<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'portal');
set('repository', 'git@github.com:millbrook/portal.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('portal.millbrook-hardware.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/portal');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'CI_DEPLOY_USER' => 'gitlab+deploy-token-78038',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
