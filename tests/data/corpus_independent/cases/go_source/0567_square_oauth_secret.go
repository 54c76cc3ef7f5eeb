package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SquareApplicationSecret = "sq0csp-RjfcN1gHiZwrWbyJAWRQZG3xmHrisVgyLqKZXMj8F63"
)
