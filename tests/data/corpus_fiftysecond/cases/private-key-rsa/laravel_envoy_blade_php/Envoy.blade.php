@servers(['web' => ['deploy@10.32.219.120'], 'localhost' => '127.0.0.1'])

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
cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEAqJjCYt9umkrcPe9hK7sCNSzbVekRH6Rk4NSAWhQFlZ+9atsP
nTE37xz/h7SYlb4eHdKDBZLMBR0/HI6RTU9Mrrj7ND+bwC4sJumTw88/RVKmoV4D
ZJxHFF/dU8bxzU6kKfhfrLCrypmhsA00wN5a6iuRTKoy9IKziMvLaHp/EooqDDrh
uMdDsERkx+J8KUwnfPYtY18b14H+VWTIzrwC/fC5N7YhR8S/5KUfaJjs+vi1Jhmu
gqdmyxNHHJp3nBjE1OGrgmCiHi0y1Y8iNl9k8C1yK1Ystt6jaK3EqMIqzzhWVeHG
yWYzhnq9BTDgy3OFZITROiO3KEfn7QvCZ6DkwQIDAQABAoIBAQDpsD529kiAZQIr
ac6lRPMpgGsh7PLaufIq4Tw4nzVdo+kjJV9BfQoS3HdwXvSowEQcUp3bIO7IupLl
vIWib4r++da4XN2HTpQ1yWhqYKArdZSJF3NNXupbG0e4TA2sHEP1K2vIQFOz236+
pJ5Gi8+QOlS26oHA2fPC9hPnmNflA4NQnQsjf6k/0iJTSH19vqCl/4VWXYknysi/
ZWCEs5LhdpuapLAdkJZz01Pge39WX4iZ/OReeN4KgYCfxcdJlFerkK+i2XlfP/cY
WGZzSnWOPw8MrPLa13fqG18RCwjrrXhtSoWj+b34I/4NyPhXTUUcVefAgEbd1wdL
anaC+sK3AoGBAKZdHCrLd22DGuRJ0TMS6Z91L6Q1LuzCAUP0O2TWWZaBjn0GtLe0
sfybeluv07xI4N0iPDj/l8OUf4TAKIsRcA4Jy6ys2Hj+sfqYlQ0cbv8mGogUap3e
MBl1jO93j0MWbd6+otyAUY6B8PX/kNzFXquhKi9j/F7REdsdeBrYpBx0AoGBAOOy
IhrwrJ/tiNcb/7ziU+A3XVtSy1g4PAn4E0CfM3yD3VydrNPPnRh62qIHQvgf5w4U
7OLqzwRURPNFGj1Ytg9XXqRx2LQkFldyS0WFhVR9v1oK32kEY3AhquZlQ/dZ23FU
Yxnlcgeqpq98ZPmlq4bx5A25SWSpt2lMuWzlnZoMAoGBAN1FgbokByylUiBQu/7h
e5ZjSr9fdHfwsEJ4oBRxOTERpqSC+djucryVqmNOlSBEEXn13t8aYbOQSr4ztcYD
xfNoC0u5XwcbHShT6HmlJYT488ea5usJtitRJtplpBSPWRtFgzI8FqBbEtO8DI5E
7tzA4SbP09c/Erc/u89lONPEAoGBAM88toTi/IIPbRQW2rAGRejnfDgqQAq8P5c2
huzXzhZfvAl5OkH2NEMDPQkXitB2RPh3FmjlCPgPIRIfAHK1rpigWVvjtcKfYpMi
zyRNZjo/r9Kngnb816Gi12ZgBE3jHAhE9ywi5aZu8r1ObPEPS+9eIu17NWlBvze4
7v2Dvo7UAoGBAMyVCkAhyiq4y6wqYCeKTTEvKVjAWlHglyGcPlUkc6157NQpEbK0
XGyEQTwSAjox9afG1h6DR2w/rKGDhfBYhA16fs9Wi1ChLrhKSPXMWKrHGgreCtCv
7m9cT5//8a3mH5GoS07/A34T0uyrqdJU1ZIKJNZLkwhtcLz59VOEkL4e
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa
@endtask

@task('update_symlinks')
    ln -nfs {{ $app_dir }}/storage {{ $new_release_dir }}/storage
    ln -nfs {{ $app_dir }}/.env {{ $new_release_dir }}/.env
    ln -nfs {{ $new_release_dir }} {{ $app_dir }}/current
@endtask
