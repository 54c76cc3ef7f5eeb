# env.nu
#
# Installed by:
# version = "0.95.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.FLUTTERWAVE_SECRET_KEY = "FLWSECK_TEST-2b8fce9482e34485a31fdd2d61ea2008-X"
