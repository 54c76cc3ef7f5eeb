package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Email = "ops@northwind-ops.net"
	CloudflareApiKey = "2279d0d008639d1e116953a37d685dd7ffa36"
)
