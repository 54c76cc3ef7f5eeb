-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local clojars_password = "CLOJARS_f639c9f61f3fa2f9e1bb84c028c24280d52831e0a71269b7ef0ea82a60e0"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.27.152.62",
    targetdir = "/srv/www",
    delay = 5,
}