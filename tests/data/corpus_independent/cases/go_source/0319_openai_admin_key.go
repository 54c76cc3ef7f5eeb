package config

const (
	BaseURL = "https://api.northwind-ops.net"
	OpenaiAdminKey = "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"
)
