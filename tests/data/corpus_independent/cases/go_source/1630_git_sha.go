package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Sha = "280881558ea51d7a63074a0dad6dfcc54e7b3e57"
)
