package config

const (
	BaseURL = "https://api.northwind-ops.net"
	HerokuApiKey = "3be561e4-7142-4f87-8e5b-6810c03a53e1"
)
