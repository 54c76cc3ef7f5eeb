# env.nu
#
# Installed by:
# version = "0.92.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.DOCKER_USERNAME = "deploy"
$env.DOCKER_PASSWORD = "changeme"
