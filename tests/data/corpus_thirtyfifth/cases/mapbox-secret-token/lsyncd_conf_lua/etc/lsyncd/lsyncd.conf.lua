-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local mapbox_downloads_token = "sk.eyJ1Ijoia3ctbWFwcyIsImEiOiJzdHdyMXc3azNrZ2NzMTN1eHRiZ2QzbWo1In0.1niJli4hkdhFhxu_IiNK-w"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.1.27.24",
    targetdir = "/srv/www",
    delay = 5,
}
