<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'booking');
set('repository', 'git@github.com:oakhurst/booking.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('booking.oakhurst-vets.co.uk')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/booking');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'BRAINTREE_ACCESS_TOKEN' => 'access_token$production$0hfq5jbe3gdxejjk$f7c62462996bbfa4410077a3c6dd1487',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
