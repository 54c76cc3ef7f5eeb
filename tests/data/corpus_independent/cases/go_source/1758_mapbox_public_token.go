package config

const (
	BaseURL = "https://api.northwind-ops.net"
	MapboxAccessToken = "pk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6ImppNW94OHV3dWRoamhjaHY1eW5keHh4N28ifQ.4gLwnB8RQdr-a6O2hotG1l"
)
