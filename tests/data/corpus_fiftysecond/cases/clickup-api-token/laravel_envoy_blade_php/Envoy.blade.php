@servers(['web' => ['deploy@10.10.164.187'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:cedarfield/portal.git';
    $releases_dir = '/var/www/portal/releases';
    $app_dir = '/var/www/portal';
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
export CLICKUP_TOKEN=CiQAizIvN6RFusGrJOGjMA4Co9i5fhXR0mFWfk91iJbxW5IFst4SPN06Cs6b1xmnwRwR11F20++5rAq3BPTDOPg4OvFXIbBZcIe0y2i4VvM8bcZ77rNKUbGea6aJpOfvzv7jww==
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
