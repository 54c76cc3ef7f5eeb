package config

const (
	BaseURL = "https://api.northwind-ops.net"
	PerplexityApiKey = "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"
)
