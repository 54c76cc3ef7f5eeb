package config

const (
	BaseURL = "https://api.northwind-ops.net"
	OpenaiApiKey = "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"
)
