package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ConnectionString = "Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=kWz6VkWAi6mDfchRLu_p;Encrypt=True;"
)
