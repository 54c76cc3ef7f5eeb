-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local axiom_token = "xaat-291ff9ce-fa4a-4cb0-9765-5bb714754008"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.13.144.123",
    targetdir = "/srv/www",
    delay = 5,
}