<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'shop');
set('repository', 'git@github.com:millbrook/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('shop.millbrook-hardware.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'RSS_TOKEN' => getenv('GITLAB_FEED_TOKEN'),
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
