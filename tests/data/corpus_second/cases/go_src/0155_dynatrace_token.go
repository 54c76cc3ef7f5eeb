package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://abc12345.live.dynatrace.com"
	defaultDtApiToken = "dt0c01.INYSY7GSW8PE420UE3BE1FTD.O44BESS8TNLPNIVEUZDTI8F0ARORHD8RKA6SA1ECJA1YRFMNV33BW9CKPSLXQAK5"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
