package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GithubPat = "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"
)
