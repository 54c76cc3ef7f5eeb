-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local new_relic_query_key = "NRIQ-p--YEezTm88TYz5adJKUx8c6MpE_MD6-"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.13.85.59",
    targetdir = "/srv/www",
    delay = 5,
}
