<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'portal');
set('repository', 'git@github.com:oakhurst/portal.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('portal.oakhurst-vets.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/portal');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'CIRCLECI_TOKEN' => 'CCIPAT_zjN589MVJSqsHj0Y8YjwqG_8c5f1a3cc59e261dd18291e242d85af94ea5b638',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
