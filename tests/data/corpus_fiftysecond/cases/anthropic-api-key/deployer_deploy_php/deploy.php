<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'intranet');
set('repository', 'git@github.com:millbrook/intranet.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('intranet.millbrook-hardware.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/intranet');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'ANTHROPIC_MODEL' => 'claude-opus-4-1-20250805',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
