package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://us1-merry-cat-32748.upstash.io"
	defaultUpstashRedisRestToken = "AVkrAAIkNGFmMWJiMDEtOTkwOC00Yzc1LTgwYmMtMTVkN2QzOGQxZGU3NhOwjuryrDcmfP2h1dDXog"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
