package config

import "os"

func init() {
	os.Setenv("APP_ENV", "production")
	os.Setenv("AWS_REGION", "eu-west-1")
	os.Setenv("CONFLUENCE_API_TOKEN", "<your-api-token>")
	os.Setenv("DB_HOST", "db.internal.example.net")
}
