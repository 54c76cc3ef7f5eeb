-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local airtable_pat = "pat3j35ZKxQ0qpWLr.b6d5d4776361178dfccc1cd2b71c81bb2a49187b9867f1ab04cae2af90baa2b6"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.26.33.178",
    targetdir = "/srv/www",
    delay = 5,
}