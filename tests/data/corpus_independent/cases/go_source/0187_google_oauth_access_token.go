package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AccessToken = "ya29.a08PgCeevWcgx4deGAbTW_NeSB5-Z3gLyS1XhjXfHYhRxFwAmQjrBAoAceoHa8IsqQDKJ5GuMLcuC5ctIlAKn3DmAJDZvjwHpcJXR40NEzJF9hB23uyERYIWZp94YbN-tFhGmSK3w2u6eVTACdXZZxrDaoQGiY5AwPSzq8fa55yweKFV1z6kMa"
)
