# env.nu
#
# Installed by:
# version = "0.99.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.SCALINGO_API_TOKEN = "tk-us-wXlvEmYsY26v8ELZ4m1957NCSJdpp8oxEY1A_FEsAI34WWsl"
