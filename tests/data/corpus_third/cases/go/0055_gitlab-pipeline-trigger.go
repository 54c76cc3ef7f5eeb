package config

import "os"

func init() {
	os.Setenv("TIMEOUT_MS", "3000")
	os.Setenv("FEATURE_FLAGS", "search,billing")
	os.Setenv("CI_COMMIT_SHA", "5790e6ed69913a8658a83a880ae3428dfca9841e")
	os.Setenv("CACHE_TTL", "600")
}
