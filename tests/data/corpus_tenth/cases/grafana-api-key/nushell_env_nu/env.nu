# env.nu
#
# Installed by:
# version = "0.93.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.GRAFANA_API_KEY = "eyJrIjoiUWlvaXNWb2FITnYxeDMzYWZDeU1XZFJjcUc4VThZeHciLCJuIjoidGVycmFmb3JtIiwiaWQiOjF9"