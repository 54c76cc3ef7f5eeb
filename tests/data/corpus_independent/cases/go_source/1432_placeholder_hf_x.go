package config

const (
	BaseURL = "https://api.northwind-ops.net"
	HfToken = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
)
