-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local aio_username = "jdoe"
local adafruit_io_key = "aio_iWX2klR8yhofZpvIUNtDusrwnbKM"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.1.83.101",
    targetdir = "/srv/www",
    delay = 5,
}
