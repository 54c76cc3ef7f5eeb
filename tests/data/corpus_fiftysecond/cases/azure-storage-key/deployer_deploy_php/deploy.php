<?php
namespace Deployer;

require 'recipe/laravel.php';

// Config

set('application', 'stock');
set('repository', 'git@github.com:harbourline/stock.git');
set('keep_releases', 5);

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);
add('writable_dirs', []);

// Hosts

host('stock.harbourline-dental.com')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/stock');

// Environment for the remote commands (artisan, queue:restart)

set('env', [
    'AZURE_STORAGE_CONNECTION_STRING' => 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
