# env.nu
#
# Installed by:
# version = "0.91.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.DENO_DEPLOY_TOKEN = "ddw_ytU1[...]"
