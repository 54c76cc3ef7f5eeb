package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GrafanaToken = "glsa_rRA20gx8kwLdubhWtNYXWAHvdAvAcpFn_3493e12c"
)
