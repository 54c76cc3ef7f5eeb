@servers(['web' => ['deploy@10.18.194.24'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:cedarfield/shop.git';
    $releases_dir = '/var/www/shop/releases';
    $app_dir = '/var/www/shop';
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
export AUTH_TOKEN=rubygems_decc7a137329c636862cd4b8ae858a3bf460f79afac10dbc
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
