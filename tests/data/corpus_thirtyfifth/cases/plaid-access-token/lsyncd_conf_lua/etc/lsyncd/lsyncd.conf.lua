-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local plaid_access_token = "access-production-a2775f1d-1785-45af-a44c-048b05fcdd33"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.38.115.81",
    targetdir = "/srv/www",
    delay = 5,
}
