package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NotionApiKey = "secret_5z5231ML0bjX81SDkLGLi1x29CcAS0S4AlztskGFJWo"
)
