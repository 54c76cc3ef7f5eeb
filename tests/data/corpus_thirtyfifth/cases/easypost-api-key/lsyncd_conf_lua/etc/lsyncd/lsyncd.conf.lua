-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local api_key = "EZAK30JBrVzbLIHO6ydFMLf5s9a314YzPQMYUWulV14124k5Vqtn2XawRX"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.35.45.193",
    targetdir = "/srv/www",
    delay = 5,
}
