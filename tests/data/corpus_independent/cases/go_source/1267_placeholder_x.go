package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ApiKey = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
)
