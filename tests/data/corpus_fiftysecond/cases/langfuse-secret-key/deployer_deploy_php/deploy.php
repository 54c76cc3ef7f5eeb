<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'stock');
set('repository', 'git@github.com:northgate/stock.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('stock.northgate-florist.net')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/stock');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'LANGFUSE_PUBLIC_KEY' => 'pk-lf-840736ca-f442-4cd1-8cdf-1c49f4e2236b',
    'LANGFUSE_SECRET_KEY' => 'sk-lf-59fcb4fd-c3f4-4483-99ff-3c88b551d5f6',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
