# env.nu
#
# Installed by:
# version = "0.98.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.LINEAR_OAUTH_TOKEN = "lin_oauth_••••••••"
