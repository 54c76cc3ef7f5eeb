# env.nu
#
# Installed by:
# version = "0.94.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.NIM_API_KEY = "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"
