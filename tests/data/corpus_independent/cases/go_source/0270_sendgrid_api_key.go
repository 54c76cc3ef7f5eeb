package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SendgridApiKey = "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"
)
