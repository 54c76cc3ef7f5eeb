package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://fcm.googleapis.com"
	defaultFcmServerKey = "AAAAkr9G6oT:APA91bgld3MZM9o4gkayps6oZF4a7iPPZ3yC4nx4P1qi9D376rLo47f9At3nmqHi7_CctxySBeC-7r3ixexThA4uJJsD-0M_7ytMKmyzUxo8Boq2mm7QqVTyawBobWaYF0RlsZLnugyd"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
