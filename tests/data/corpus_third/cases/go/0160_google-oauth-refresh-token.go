package config

import "os"

func init() {
	os.Setenv("AWS_REGION", "eu-west-1")
	os.Setenv("CACHE_TTL", "600")
	os.Setenv("GOOGLE_REFRESH_TOKEN", "1//0your-refresh-token")
	os.Setenv("LOG_LEVEL", "info")
}
