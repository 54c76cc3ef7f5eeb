-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local netrc = [[
machine upload.pypi.org
  login __token__
  password $PYPI_TOKEN
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.17.49.129",
    targetdir = "/srv/www",
    delay = 5,
}
