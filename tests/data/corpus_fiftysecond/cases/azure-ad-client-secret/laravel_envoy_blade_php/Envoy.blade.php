@servers(['web' => ['deploy@10.38.228.45'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:pinecrest/booking.git';
    $releases_dir = '/var/www/booking/releases';
    $app_dir = '/var/www/booking';
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
export AZURE_CLIENT_ID=ac829b63-dd5f-41fb-9948-363791f61a78
export AZURE_CLIENT_SECRET=39360f94-af95-4b05-a662-56bf62bd1655
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
