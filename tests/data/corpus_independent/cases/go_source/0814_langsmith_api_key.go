package config

const (
	BaseURL = "https://api.northwind-ops.net"
	LangsmithApiKey = "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"
)
