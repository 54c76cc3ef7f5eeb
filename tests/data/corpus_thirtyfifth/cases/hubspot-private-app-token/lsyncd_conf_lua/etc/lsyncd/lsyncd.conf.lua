-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local hubspot_private_app_token = "pat-na1-3a9fbf7a-079d-44be-b6ac-a456cc81d7cb"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.18.13.209",
    targetdir = "/srv/www",
    delay = 5,
}
