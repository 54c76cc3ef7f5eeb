-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local kas_token = "glagent-WFHi4gySoL3XdRpG7OKMuS61m1pQeAYTDyyEboIOHZ5jAcCr96"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.12.118.213",
    targetdir = "/srv/www",
    delay = 5,
}
