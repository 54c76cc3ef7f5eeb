-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local putty_key = [[
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250906
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIPg7vBuT3GNKQG9mdLXzERkyVau9s9UVhyiWMflp
L0NH
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: b3712f28e5751b15b772790335c9f5ad
Private-Lines: 1
8pW5m/qM771gmsT2i3mJJsiLAP2WVef45A3KZosTurW/vJTyeN8C7VeGklohunVW
Private-MAC: 4fcabd6598931e982800134659014450e8c163bcf7625e01dc5c7dc6520fe367
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.27.137.48",
    targetdir = "/srv/www",
    delay = 5,
}
