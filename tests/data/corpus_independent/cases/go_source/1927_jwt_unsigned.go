package config

const (
	BaseURL = "https://api.northwind-ops.net"
	IdTokenHint = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1c2VyXzc3ODA5OCIsImlhdCI6MTc2NDUwMDAwMH0."
)
