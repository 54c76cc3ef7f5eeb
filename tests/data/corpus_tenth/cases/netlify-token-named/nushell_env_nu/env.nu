# env.nu
#
# Installed by:
# version = "0.94.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.NETLIFY_AUTH_TOKEN = "94yzJFse-_L0Gg8zXmmo5yeeSvKF5_YFgh7rq2PB9MO"
