package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AppId = "V6VQ0ZO9RN"
	AlgoliaAdminApiKey = "acf77937843a3df982a270f65c430584"
)
