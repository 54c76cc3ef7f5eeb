package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SentryAuthToken = "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"
)
