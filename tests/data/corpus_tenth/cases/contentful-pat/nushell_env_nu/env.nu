# env.nu
#
# Installed by:
# version = "0.94.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.CMA_TOKEN = "changeme"