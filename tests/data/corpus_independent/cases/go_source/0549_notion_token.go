package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NotionToken = "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"
)
