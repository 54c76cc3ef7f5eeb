package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Netrc = "machine git.northwind-ops.net login deploy password FvW9FX2bQ3Cbmig72d-A"
)
