package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DatabricksToken = "dapi7ce552f551ffdc5ca90816acdaf7a490"
)
