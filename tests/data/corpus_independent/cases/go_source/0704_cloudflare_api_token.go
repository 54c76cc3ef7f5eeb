package config

const (
	BaseURL = "https://api.northwind-ops.net"
	CloudflareApiToken = "vEY7TG136KDF3rONnLMGbbcgrWnM-JV-qta5T7gZ"
)
