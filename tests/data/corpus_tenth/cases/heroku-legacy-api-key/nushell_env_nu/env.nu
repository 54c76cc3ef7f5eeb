# env.nu
#
# Installed by:
# version = "0.93.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.HEROKU_KEY = "ed156282-cdad-4e30-af49-497afa27f40d"