@servers(['web' => ['deploy@10.14.208.203'], 'localhost' => '127.0.0.1'])

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
cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDM0P9Ak07jaqn9LAtkJZEHcQ2/xsxAEn7Ql7zZGoQGpO1e6qSq
QtCFOAmiv4TW0N1GwWBWx43VfdVvhaxk/MdFIxWp/0c4/e9ltX4YlxSMJhJb1MPv
SUJE2KAFLr8g6DFNc/EhQD25vTOOmqN/zqSs3SwcNLlff4KOvUx2DpUbYAIVAOdH
pEePKeZvTf7xbDrZe/LJRPJFAoGBAIo2FX1018dHwENkS5BbWHnVg113JxOF06Op
XNanASbvlojLYpU+PXQzZqChGwRGoXsicrvMb8Xdd1xjPV+ufX4e3Pc8Sxb/IxNA
/6bonBHmI233g+HtnU7kg07El2t+sPpV3JD2Jd+gTJwDs3Bweq0VmXbv52zYKYz4
kpqCWIfQAoGBAJMgB9LvUJQR+7V+MwdKdR/iyoVS5YQJXEzGbX3baSGg9aHDKD4B
okKQ1qVOuPNDril04zNSZIAfhXTt2l9LLpXe7XAZZtb8JzzwgHTonMPiUEiAKp6J
GIQRYayXW4ebyUfz0u8Z8IvEqcXfuZ5jbCKpPteJrmRfrvbdv4WKlwT4AhUAvR2u
Mls36cSkt06o6AKGuXRrC4U=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
