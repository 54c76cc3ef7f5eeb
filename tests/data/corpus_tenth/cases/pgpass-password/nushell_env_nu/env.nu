# env.nu
#
# Installed by:
# version = "0.92.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.PGPASS = r#'pg.kestrelworks.io:*:orders:ci-bot:#9Jtq#U-j6sZcFtd0Fxej'#
