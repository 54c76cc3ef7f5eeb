-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local tls_key = [[
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIIxhEWl53gLBuxlK6oG4fy5my0JMyxemp/eVHkxdTefvoAoGCCqGSM49
AwEHoUQDQgAEMQRBJpPRQcMHUFHhN91DxsOFafEglgFOWBKLN7vOfsrZ6TzTPlcx
pNsn13CTqCazITn/3Tsgyv5cE8HlMIBbOQ==
-----END EC PRIVATE KEY-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.24.57.99",
    targetdir = "/srv/www",
    delay = 5,
}
