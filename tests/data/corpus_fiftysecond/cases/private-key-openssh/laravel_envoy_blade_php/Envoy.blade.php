@servers(['web' => ['deploy@10.10.206.142'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:harbourline/stock.git';
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
cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCg23eoIO030CmQkB1RMmb5mlhLQCW5v8jnA0bwkn7EPwAAAJhwwYwbcMGM
GwAAAAtzc2gtZWQyNTUxOQAAACCg23eoIO030CmQkB1RMmb5mlhLQCW5v8jnA0bwkn7EPw
AAAEAKtMv/FJICWIq0L0ub0OlbPUQPd/retE9lj8GsG4RWEqDbd6gg7TfQKZCQHVEyZvma
WEtAJbm/yOcDRvCSfsQ/AAAAEHByaXlhLm5AYnVpbGQtMDEBAgMEBQ==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
