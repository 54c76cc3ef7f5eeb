-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local op_secret_key = "A3-02LLSH-T22A4O-CBG6U-GSXPH-0KMMX-O8R1W"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.5.67.225",
    targetdir = "/srv/www",
    delay = 5,
}
