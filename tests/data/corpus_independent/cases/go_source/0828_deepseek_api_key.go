package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DeepseekApiKey = "sk-9047f3b2afd588ec0e34b25666b29235"
)
