package config

import "os"

func init() {
	os.Setenv("CACHE_TTL", "600")
	os.Setenv("DB_HOST", "db.internal.example.net")
	os.Setenv("CLOUDFLARE_ZONE_ID", "0ad57b21966f4bb0b7b8572902c131a4")
	os.Setenv("AWS_REGION", "eu-west-1")
}
