package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ConnectionString = "DefaultEndpointsProtocol=https;AccountName=acmecpw2yrstore;AccountKey=Bcf4PvshdlQzJh5IKZkKf6ZH4MgA8rVnVm2KFxSz+pOKTFoRazoxxhecJdJHlJVU4XnAUEbNcfRwf4cd262qTA==;EndpointSuffix=core.windows.net"
)
