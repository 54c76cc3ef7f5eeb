package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Apikey = "AIza15fOiQLXYJnYwJTjwwxwdQJSwRlewLtbBQl"
)
