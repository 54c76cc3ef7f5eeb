-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local stripe_rk = "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"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.23.215.186",
    targetdir = "/srv/www",
    delay = 5,
}