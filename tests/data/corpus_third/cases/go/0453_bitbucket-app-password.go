package config

import "os"

func init() {
	os.Setenv("LOG_LEVEL", "info")
	os.Setenv("SERVICE_NAME", "orders-api")
	os.Setenv("BITBUCKET_APP_PASSWORD", "ATBBkWWIFYhb7lYjPiWs1ceTWm5fKPhdrM2RF8B871E1")
	os.Setenv("SENTRY_ENVIRONMENT", "prod")
}
