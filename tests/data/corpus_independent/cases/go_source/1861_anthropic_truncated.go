package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AnthropicApiKey = "sk-ant-api03-AY5G49agevTqgDH2h"
)
