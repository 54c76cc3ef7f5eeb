package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NewRelicApiKey = "NRAK-HFNYC0L7KJMSQEOR7MIEWOC7IPN"
)
