package config

import "os"

func init() {
	os.Setenv("CACHE_TTL", "600")
	os.Setenv("DB_HOST", "db.internal.example.net")
	os.Setenv("NEW_RELIC_API_KEY", "NRAK-9OSISS4756RQ43ZTFTLZAFWG1X3")
	os.Setenv("TIMEOUT_MS", "3000")
}
