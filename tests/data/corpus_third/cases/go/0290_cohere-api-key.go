package config

import "os"

func init() {
	os.Setenv("DB_HOST", "db.internal.example.net")
	os.Setenv("AWS_REGION", "eu-west-1")
	os.Setenv("COHERE_API_KEY", "QXKnJglzCeAZR0wnSoEDtlbbohedDOlHtYWbEeik")
	os.Setenv("LOG_LEVEL", "info")
}
