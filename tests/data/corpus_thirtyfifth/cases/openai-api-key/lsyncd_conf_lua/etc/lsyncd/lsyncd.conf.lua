-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local token = "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"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.14.41.232",
    targetdir = "/srv/www",
    delay = 5,
}
