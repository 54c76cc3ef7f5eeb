@servers(['web' => ['deploy@10.30.98.29'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:millbrook/orders.git';
    $releases_dir = '/var/www/orders/releases';
    $app_dir = '/var/www/orders';
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
cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250917
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIEAKY/9VAjs7kKHxw7lqM6D6aj+TvHLHbEIPdzMF
pnPI
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: 3138904ce58b141c01cc6e9805b833a7
Private-Lines: 1
ZEmEQeyVIhsNDzR0fPCAsW0c6d6nUw2vXQrnAucofoF85pw7KGROpQUl2ZhFoVPE
Private-MAC: 609392640d740a11fae0c50935c7f3735bc4d0f5ce3bfbc66846e28c57315994
EOF
chmod 600 /tmp/deploy.ppk
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
