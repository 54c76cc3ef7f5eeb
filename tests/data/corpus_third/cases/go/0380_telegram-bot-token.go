package config

import "os"

func init() {
	os.Setenv("LOG_LEVEL", "info")
	os.Setenv("SERVICE_NAME", "orders-api")
	os.Setenv("TELEGRAM_BOT_TOKEN", "7279477629:AAW8eLYTlF_7OVWzomlmbLYNTFfabklh615")
	os.Setenv("DB_HOST", "db.internal.example.net")
}
