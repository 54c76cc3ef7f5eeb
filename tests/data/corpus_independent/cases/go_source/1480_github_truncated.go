package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GithubToken = "ghp_xMxHeFsjfefBWGvdgL"
)
