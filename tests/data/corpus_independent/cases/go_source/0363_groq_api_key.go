package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GroqApiKey = "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"
)
