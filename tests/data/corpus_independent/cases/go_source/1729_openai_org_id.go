package config

const (
	BaseURL = "https://api.northwind-ops.net"
	OpenaiOrgId = "org-WnVLkJCxMowXybGUhlhiF3Xz"
)
