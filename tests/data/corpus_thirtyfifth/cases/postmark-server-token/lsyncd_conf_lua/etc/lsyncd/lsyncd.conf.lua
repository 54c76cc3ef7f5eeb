-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local postmark_token = "e02b503d-9673-4219-807c-635612acea78"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.0.253.189",
    targetdir = "/srv/www",
    delay = 5,
}