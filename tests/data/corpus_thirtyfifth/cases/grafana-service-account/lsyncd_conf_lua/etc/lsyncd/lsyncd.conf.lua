-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local grafana_token = "glsa_Nhc4l1cxgwl4RkD6PqbFEpa2Q1rasYmB_67902f0e"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.1.178.184",
    targetdir = "/srv/www",
    delay = 5,
}
