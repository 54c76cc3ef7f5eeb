package config

const (
	BaseURL = "https://api.northwind-ops.net"
	OpenaiApiKey = "sk-proj-..."
)
