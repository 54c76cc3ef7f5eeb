package config

import "os"

func init() {
	os.Setenv("SERVICE_NAME", "orders-api")
	os.Setenv("APP_ENV", "production")
	os.Setenv("SENTRY_AUTH_TOKEN", "sntrys_eyJpYXQiOiAxNzQyNzM0OTUzLCAidXJsIjogImh0dHBzOi8vc2VudHJ5LmlvIiwgInJlZ2lvbl91cmwiOiAiaHR0cHM6Ly91cy5zZW50cnkuaW8iLCAib3JnIjogImNveWtubCJ9_ZSL61Q2gyejde2mhCF5wrnmsfrD-By9d53gX7ohHeJ8")
	os.Setenv("DB_HOST", "db.internal.example.net")
}
