<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'orders');
set('repository', 'git@github.com:millbrook/orders.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('orders.millbrook-hardware.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/orders');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'LINODE_CLI_TOKEN' => '61f2dda86ffb31d99bf9afd7b76afef7cd49780b73dfdfd39c4eeb237cd91dbe',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
