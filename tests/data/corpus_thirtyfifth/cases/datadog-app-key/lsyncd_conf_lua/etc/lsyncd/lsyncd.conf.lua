-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local dd_client_app_key = "5ede617ce3e2602ecfebd970071c47441bb98e9a"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.16.164.232",
    targetdir = "/srv/www",
    delay = 5,
}