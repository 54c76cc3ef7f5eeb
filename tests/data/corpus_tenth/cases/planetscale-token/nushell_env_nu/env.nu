# env.nu
#
# Installed by:
# version = "0.94.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.PLANETSCALE_SERVICE_TOKEN_ID = "j0d0wu3ycwju"
$env.PLANETSCALE_SERVICE_TOKEN = "pscale_tkn_fr1J-CuBBPNTy0kwmPt-5FKJf3-IwefGCyQKszlKQRe"
