-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local together_api_key = "d1117e103315ce93462a8457c8cf1a5514d74993196f36246d999efaba891f93"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.37.173.26",
    targetdir = "/srv/www",
    delay = 5,
}