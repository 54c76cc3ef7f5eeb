# env.nu
#
# Installed by:
# version = "0.94.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.TENCENTCLOUD_SECRET_ID = "AKIDSoM0jAA8TIJ0ZiO5pZjaXg8b0VVhQfHd"