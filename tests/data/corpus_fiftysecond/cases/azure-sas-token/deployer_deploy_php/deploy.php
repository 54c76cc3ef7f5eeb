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
    'BLOB_SAS_URL' => 'https://acmeprodsa.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-03-26T13:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=nIlvMTA1io17JxnKLPhWcmrA9YTw3EbKmryydWLjScE%3D',
]);

// Hooks

after('deploy:failed', 'deploy:unlock');
