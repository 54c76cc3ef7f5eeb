package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NetlifyAuthToken = "nfp_piEunfSpxiOexotmuOPuIsQ1BZFL0XRhIasE"
)
