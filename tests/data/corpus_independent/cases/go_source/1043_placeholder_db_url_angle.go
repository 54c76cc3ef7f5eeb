package config

const (
	BaseURL = "https://api.northwind-ops.net"
	MysqlUrl = "mysql://root:<password>@localhost:3306/shop"
)
