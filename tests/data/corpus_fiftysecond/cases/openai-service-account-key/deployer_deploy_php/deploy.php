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
    'OPENAI_SERVICE_ACCOUNT_KEY' => 'sha512-0Nm6brNf1r07KPSCo6ooI9fN7R1DYxjr1sMvFvoIuQYWAv4TMlWXlK/0S9XTWIYUCe2E5g5JAJYaiNfX65oeuQ==',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
