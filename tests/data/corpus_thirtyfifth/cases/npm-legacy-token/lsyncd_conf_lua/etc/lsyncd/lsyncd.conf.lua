-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local npmrc = [[
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.2.194.57",
    targetdir = "/srv/www",
    delay = 5,
}
