package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Username = "gitlab+deploy-token-469"
	CiDeployPassword = "gldt-gFosoFiT_gUCdcAfpoOS"
)
