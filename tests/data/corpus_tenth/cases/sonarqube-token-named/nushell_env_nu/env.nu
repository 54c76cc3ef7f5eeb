# env.nu
#
# Installed by:
# version = "0.91.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.SONAR_AUTH_TOKEN = "914a523af1206d122be9fe1b194f09bc7a2d9302"