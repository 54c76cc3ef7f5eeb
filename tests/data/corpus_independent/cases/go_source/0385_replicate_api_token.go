package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ReplicateApiToken = "r8_4KCwAlMVSviVVAHSDzcSWeKRaiOocdeoInGOM"
)
