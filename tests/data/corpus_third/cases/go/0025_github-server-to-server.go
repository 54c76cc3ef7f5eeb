package config

import "os"

func init() {
	os.Setenv("DB_HOST", "db.internal.example.net")
	os.Setenv("FEATURE_FLAGS", "search,billing")
	os.Setenv("GH_INSTALLATION_TOKEN", "ghs_y6YMZAaEltM1CuaJiGYP7sKJJPgsnS0nYyKE")
	os.Setenv("AWS_REGION", "eu-west-1")
}
