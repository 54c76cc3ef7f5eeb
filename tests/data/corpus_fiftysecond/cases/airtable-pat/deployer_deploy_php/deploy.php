<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'portal');
set('repository', 'git@github.com:northgate/portal.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('portal.northgate-florist.net')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/portal');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'AIRTABLE_TOKEN' => 'patvJ9AOpvxpWOUbm.e51543685275177ae340605e3ccfcd604120e1c08587ce16e80774c2468fe602',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
