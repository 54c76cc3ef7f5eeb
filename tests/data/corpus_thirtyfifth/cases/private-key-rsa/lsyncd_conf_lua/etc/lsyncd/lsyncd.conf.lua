-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local signing_key = [[
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEAlaxuZCc+v2uqAUyZV2Ftn6jdtq98Fbtw/BjLHPlwajPfA96S/CPB
8Id787gGMvo4crdD/unqPpz/4gmu+y51gBAVsMzpHxmwvWS+9mgynB7GortHym4d
A8UgOi34amCBTY1779DDh8D/97oUiJdOhvAoPbDAnrJXAsfQb2vDw4J4BGTTHaKv
pai8LGYkTvNhasutxU7Zh2TD+Ov5wzXGdGNxXwN3mHPJR/wVkIDiGWCUX5JVQHai
NNZGkc6TP061pwhVDb4nDqJ223krH45Ok5Bmu/HtR99Cyzp4P5KaB6pJMZSqQRcd
sVdKhCuKVE2/bFTXZGEIKM+quxfSvgYrRQIDAQAB
-----END RSA PUBLIC KEY-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.10.165.12",
    targetdir = "/srv/www",
    delay = 5,
}
