package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://cloud.mongodb.com"
	defaultMongodbAtlasClientSecret = "mdb_sa_sk_NuFbKOXDd0owyPrJBiRrDcvr5J14D0oLNikN3GKH"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
