-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local signing_key = [[
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZpdr5xYJKwYBBAHaRw8BAQdAqevnFHxrZR3gKuPjG0gQw5OgeA9/MSDT53Vo
j2qB9ZoAAQDitSGXfVs+1kQLtDR+ssliE6bsqHPNTi60/n8SrSz09RDczShSZWxl
YXNlIEJvdCA8ZXRsX3JlYWRlckBrZXN0cmVsd29ya3MuaW8+wnwEExYKbVfkVynh
UVy1bMnfiw7UJUpYieNJi2BvASHGvsOlxDMjY+/SmBdClpiMHnEj0RrGKIjx1Vo9
62gYWoc3z4aDKawINzttuz0BK4InPfRs0PPJhTRNq2HZVpTG7rreKJPWMa8mZtjM
d8S+JTapB03VjqrX+OpG2pbO
=lep8
-----END PGP PRIVATE KEY BLOCK-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.40.188.218",
    targetdir = "/srv/www",
    delay = 5,
}
