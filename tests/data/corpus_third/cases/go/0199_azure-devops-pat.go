package config

import "os"

func init() {
	os.Setenv("SERVICE_NAME", "orders-api")
	os.Setenv("LOG_LEVEL", "info")
	os.Setenv("AZURE_DEVOPS_PAT", "g7vjpuxgx4kqvsvnpuedfe5ss3z6vwe44hbgw4x4ilhtw5vwrkqn")
	os.Setenv("SENTRY_ENVIRONMENT", "prod")
}
