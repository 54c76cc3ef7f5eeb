package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NpmToken = "npm_12O5oW7sw5xgPJDoIxg7c3UgJPrOfH1vV2Wo"
)
