package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GithubUserToken = "ghu_xhhgispLEHTl82E3bjAAozX8fyIpV13WHGNF"
)
