package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AnthropicApiKey = "your_anthropic_api_key_here"
)
