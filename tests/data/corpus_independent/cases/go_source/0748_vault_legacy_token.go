package config

const (
	BaseURL = "https://api.northwind-ops.net"
	VaultToken = "s.EDuIFcp7Nhay0gcDhwIhDKLI"
)
