@servers(['web' => ['deploy@10.32.154.110'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:oakhurst/stock.git';
    $releases_dir = '/var/www/stock/releases';
    $app_dir = '/var/www/stock';
    $release = date('YmdHis');
    $new_release_dir = $releases_dir .'/'. $release;
@endsetup

@story('deploy')
    clone_repository
    run_composer
    configure
    update_symlinks
@endstory

@task('clone_repository')
    echo 'Cloning repository'
    [ -d {{ $releases_dir }} ] || mkdir {{ $releases_dir }}
    git clone --depth 1 {{ $repository }} {{ $new_release_dir }}
@endtask

@task('run_composer')
    echo "Starting deployment ({{ $release }})"
    cd {{ $new_release_dir }}
    composer install --prefer-dist --no-scripts -q -o
@endtask

@task('configure', ['on' => 'web'])
    cd {{ $new_release_dir }}
cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEaEvnvBYJKwYBBAHaRw8BAQdAZIMgMgWqhlQzNkdCAE0R3P7BbdH0g6PntyKS
bEsraSEAAQCRyWczKGLArhVCOk4+Xs3PLCzb2+SlYGiBpVx7MvIpJQ7SzSRSZWxl
YXNlIEJvdCA8cHJpeWFuQGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgqbiT39D9+WWVtA
bFpKQl4VcJhTOSKTVckKIt+UFiufImlsiltYLi3P3LwNAIQ9cudDRt7NfOeXPgKB
Hj2DNOOYnUdIXKCzxFNkCFxpxxuZRunHBCQk65P3viA/uojyAsZ0Ybmr1BD9IHTU
ORFvaIXTiRQGKMYu0NE=
=VYLe
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
