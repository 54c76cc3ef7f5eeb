# env.nu
#
# Installed by:
# version = "0.93.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.SERVICE_BUS_CONNECTION = "HostName=nw-telemetry.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=vault:v1:B+zdInytWWEY2hNTrQuB8f9aD3ZQDX6t7PH+A2q2HAGfu2AkJvNON8Ql1VeG7gSYH51arKa6gzbrX8j8DsLS4i9knSf42Q=="
