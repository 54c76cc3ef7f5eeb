-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local secret = "sk-ant-api03-xJlkwtdl1X9XWbshgsjqF4pItniHB5fJHIYxoA0IdWKlyvQa2l-bzPMZn9co8ck1vSTmMaZoW68NqFRnBukJXqs0bMCVMAA"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.21.151.218",
    targetdir = "/srv/www",
    delay = 5,
}