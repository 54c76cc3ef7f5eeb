<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'booking');
set('repository', 'git@github.com:bluewater/booking.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('booking.bluewater-bakery.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/booking');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'NEW_RELIC_QUERY_KEY' => 'NRIQ-rJTOsPWnzWBs-NDFhIcrAANNF7jhtMRu',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
