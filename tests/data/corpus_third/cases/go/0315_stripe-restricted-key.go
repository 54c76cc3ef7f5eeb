package config

import "os"

func init() {
	os.Setenv("PORT", "8080")
	os.Setenv("APP_ENV", "production")
	os.Setenv("STRIPE_FLAG", "sk_live_mode_enabled")
	os.Setenv("TIMEOUT_MS", "3000")
}
