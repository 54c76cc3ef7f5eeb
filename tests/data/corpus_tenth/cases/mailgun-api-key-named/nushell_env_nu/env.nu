# env.nu
#
# Installed by:
# version = "0.92.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.MAILGUN_DOMAIN = "mg.larkspur.dev"
$env.MAILGUN_API_KEY = "ref+awsssm://prod/mailgun-api-key"
