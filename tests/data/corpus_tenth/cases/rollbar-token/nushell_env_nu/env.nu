# env.nu
#
# Installed by:
# version = "0.96.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.ROLLBAR_CLIENT_TOKEN = "9faa9ee4a75200370b81c9e3b9bcb6bd"