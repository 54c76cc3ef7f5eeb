package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://api.pinecone.io"
	defaultPineconeApiKey = "pcsk_LcCNgp_vS7J1S7snLEETf7MFtqhCFl6cr9xZdo6AsKFWzlA4W5p1B4QoVEyznezVxSWleQ"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
