package config

import "os"

const tlsKey = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIN5IOhPPcGI6SYPBk6BS4WAseXs5fas7hwznOsD2K1VO
-----END PRIVATE KEY-----`

func init() { _ = os.Getenv("HOME") }
