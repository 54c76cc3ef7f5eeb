# env.nu
#
# Installed by:
# version = "0.91.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.GITHUB_REFRESH_TOKEN = "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"