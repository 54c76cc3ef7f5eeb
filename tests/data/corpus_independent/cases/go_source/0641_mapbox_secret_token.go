package config

const (
	BaseURL = "https://api.northwind-ops.net"
	MapboxSecretToken = "sk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6InV2ZnMxOWYwMjE2dmoybTZkcWt4M2lqMG4ifQ.EINjTbNIT7hrfzw0gCg36-"
)
