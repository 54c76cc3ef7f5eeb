package config

import "os"

func init() {
	os.Setenv("CACHE_TTL", "600")
	os.Setenv("LOG_LEVEL", "info")
	os.Setenv("TF_TOKEN_app_terraform_io", "Jw6QgpvgNa9yQy.atlasv1.npgJb2yqw2862cRn7BjaHyQl6pvCcZfmXR3yxs5OxcoSqqlnF0R4r98SaZAOfN6hLLx")
	os.Setenv("SENTRY_ENVIRONMENT", "prod")
}
