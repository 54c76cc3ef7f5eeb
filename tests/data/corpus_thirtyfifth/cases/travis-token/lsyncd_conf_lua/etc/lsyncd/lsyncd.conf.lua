-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local travis_api_key = "HREGfeuESMY7QLfkmnopOx"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.16.19.6",
    targetdir = "/srv/www",
    delay = 5,
}
