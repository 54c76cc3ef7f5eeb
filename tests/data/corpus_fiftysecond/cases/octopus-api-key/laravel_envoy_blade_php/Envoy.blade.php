@servers(['web' => ['deploy@10.21.23.10'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:northgate/intranet.git';
    $releases_dir = '/var/www/intranet/releases';
    $app_dir = '/var/www/intranet';
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
export OCTOPUS_API_KEY=API-PFJZ4JRO6Y3T1574ZWGH33316L
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
