package config

const (
	BaseURL = "https://api.northwind-ops.net"
	RoleArn = "arn:aws:iam::816433136954:role/deploy-vsovql"
)
