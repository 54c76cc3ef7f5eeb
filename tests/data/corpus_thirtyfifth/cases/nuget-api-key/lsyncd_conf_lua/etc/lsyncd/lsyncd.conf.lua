-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local nuget_api_key = "oy2jpjvbvuahq44b7vx50b75y9195kee7lsrxkbggh8p44"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.37.192.220",
    targetdir = "/srv/www",
    delay = 5,
}
