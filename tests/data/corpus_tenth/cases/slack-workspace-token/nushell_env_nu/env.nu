# env.nu
#
# Installed by:
# version = "0.98.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.SLACK_OAUTH_REFRESH = "xoxr-53836504318-6544167597631-WyS9abMH1U8eqpQwak8rBZoZH0jJrrWO9gln0ZVw"
