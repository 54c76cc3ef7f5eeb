package config

import "os"

func init() {
	os.Setenv("APP_ENV", "production")
	os.Setenv("SENTRY_ENVIRONMENT", "prod")
	os.Setenv("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-_F4xgP3Ijxa2JgkSSEWrCEuF03Il-bMdbhy1NR07mXK6tZYpY_bQpIxG1EER71Y5FohEFl70UhzcN62qHpCWlbAlz1nlcAA")
	os.Setenv("TIMEOUT_MS", "3000")
}
