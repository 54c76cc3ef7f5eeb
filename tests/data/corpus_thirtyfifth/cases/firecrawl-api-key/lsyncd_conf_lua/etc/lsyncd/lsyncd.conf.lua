-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local firecrawl_key = "fc-552dfa843c6c745a67f20a82737de518"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.28.23.67",
    targetdir = "/srv/www",
    delay = 5,
}
