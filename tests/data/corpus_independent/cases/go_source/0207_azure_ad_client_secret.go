package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ClientId = "9233611b-0658-44f9-83f9-ca36fa5498be"
	TenantId = "ad782bfe-c648-4c73-8bf3-11fb5111c02f"
	ClientSecret = "ETQ8Q~.CR~E-2IhUb-uHVHj4UoIYj-lN7RRLNiJ7"
)
