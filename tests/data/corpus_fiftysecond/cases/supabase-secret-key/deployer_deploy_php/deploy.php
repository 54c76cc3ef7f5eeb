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
    'SUPABASE_SECRET_KEY' => 'sb_secret_9tdC5l0iERax81Qyyajz0d_QLBS3ejF',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
