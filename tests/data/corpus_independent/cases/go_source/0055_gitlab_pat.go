package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GitlabToken = "glpat-V4xH80EqfccbT-bymMJM"
)
