package config

const (
	BaseURL = "https://api.northwind-ops.net"
	PulumiAccessToken = "pul-2b1912c02e3a1c3074b07cfe321523cbd482cae2"
)
