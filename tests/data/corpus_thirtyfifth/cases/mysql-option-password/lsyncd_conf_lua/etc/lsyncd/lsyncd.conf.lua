-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local mysql_defaults_file = [[
[client]
user=deploy
password='PT^uVCnM8hDh8mQogouu'
host=mysql-primary.internal
port=3306
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.6.114.73",
    targetdir = "/srv/www",
    delay = 5,
}
