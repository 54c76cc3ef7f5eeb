package config

const (
	BaseURL = "https://api.northwind-ops.net"
	MysqlUrl = "mysql://root:42i4L98kmAIIn4XSL7_6@mysql.prod.northwind-ops.net:3306/shop"
)
