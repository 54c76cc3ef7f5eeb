package config

const (
	BaseURL = "https://api.northwind-ops.net"
	HerokuApiKey = "HRKU-AAIAAB5xdB_Ty69LLZ-HXX7wPLHGO1G37PUJAaTFEM6Iu3OChWQn8EUt6lss"
)
