-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local deploy_key = [[
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFACWQnjQ51wIBBiy5UdEhXEm7K7WFcUJg
LyCGcAQZsxEgVXRiMwDYpa7bj3eT4IV7z7YJpbXkXOCfgFbltAX2gNAG5jbwXiI9
Mtv2f2nxaKHufW0UmNYz53oOhaDWMqm9rguF9bbMKHSoeVtpLSmwcVtdzV1a73jA
xDANBgkqhkiG9w0BAQsFAAOCAQEAe0PvSTAA8if5KUe9/T4ql2c/HBNSsTqukZYX
k8noHPqV1hS2KsQs2wTzqnzvUfXPFG4n9DhNWHE+fDVk9rwKSbnP/LtnZod2FnBm
NB4salRvyFNNtBkO1WO4wDVFSf0ysjf4BmbwBQAQAyLbGuDYDKvkID7THoEiKMl7
+XMBoH1bWZO9gMCsr/vSxrxGfwpK3gFn6wDt3Ys0DaPnf135ldnPFd0JF7y6+uD3
t++AsqityyHBT/q9GNru7afhOJ1jHg1tH3iirUc3NNMfJAa918pMmtvrtBmxOZdr
ZymH4JT1JaBJgl1ZJ0b2yU1lBPMADweSlKOxKXwS+JnyZoqHwQ==
-----END X509 CRL-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.32.66.4",
    targetdir = "/srv/www",
    delay = 5,
}
