@servers(['web' => ['deploy@10.9.124.44'], 'localhost' => '127.0.0.1'])

@setup
    $repository = 'git@bitbucket.org:bluewater/shop.git';
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
cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPOSseBQiEaA0/TmnS87eJK9WJD69sMSV8m1NTMp6lScZHtM3
w5sfxphPesjx4DB1AMi/iW7KTtlDpoi6rzCCASIwDQYJKoZIhvcNAQEBBQADggEP
AEwRudhRapZWbp8Xbgz6qEpNFwIBR5l9BTQnJjy11yhQ+oBf3ujwxNU8CQY3Tlkk
MDUxRHF4QaLCjeBLGrZpJnU1UQohdowF+EgHok3kYz3OyvOzWWEVEVzgQGsox72n
GZvHczqg3wL4mBUc3MRf9zv+3+4GtxfiJi6FzaXym4N/DtRIi5f7/LHjkTVIgrvo
z7OrUhUmZOk8OzMdeajCqloo59ydsUGKjLaDa/lGUs31niY0nTNqu7HVLvb1EGXp
534arCku+YaVIOg2y98LYjLRgAhtip1apRxmeZBuvazW61ZX5oOU1ftaUM/nYaVq
RWEGFUGVqoNo0GcwU0kwnLH57w1iliUDNNeKaqxFwDANBgkqhkiG9w0BAQsFAAOC
AQEAV/ismpeJPuleloDB/jeb3dcP2DPye7UDdeBL4XjzByXAFvib8+szYN791m2a
H0hSNLsKUD832s18B4m1iQkQ7dZugKgX36r62c4eZNWTYAnwh2KqblmmNb6e9J1x
7TCdLjG2PqnQYr19PVQlrpByqvcCtu/nXYOS2niJu/ELCnvaj6cRrz5knCd+CE8h
GIQUAdzwcpFfwFCO9Psg+XULdinCvYj56TG2WwFHFGze/OODibla8IwvgjSbknzv
CpQjjf5QE12Kh2ujvW5G+LBDhRuZ36MRZhAW4APKlQF0aNv6I181eNGHSRrMp6hr
rgjGoJnS1eScv3x+J5SHdW5gvw==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
