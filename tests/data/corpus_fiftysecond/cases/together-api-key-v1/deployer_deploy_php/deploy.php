<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'intranet');
set('repository', 'git@github.com:northgate/intranet.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('intranet.northgate-florist.net')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/intranet');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'API_KEY' => getenv('TOGETHER_API_KEY_V1'),
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
