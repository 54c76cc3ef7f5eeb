-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local trigger_token = "glptt-52dfd87d97fa3a0df4eeb91fe9f08dda7b8ddcea"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.31.122.174",
    targetdir = "/srv/www",
    delay = 5,
}