package config

const (
	BaseURL = "https://api.northwind-ops.net"
	FigmaToken = "figd__xVHUUpQqegkZNvksxTGbzGAm14ksWjYCNMw9Xuw"
)
