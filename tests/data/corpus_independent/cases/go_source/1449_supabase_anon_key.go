package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SupabaseAnonKey = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InV0emJqdGp2bWVxcndtYWFyZXJzIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzUwMzc5NTUsImV4cCI6MjA1MDQwMzQ0MX0.5rZ-HJcao-J7IKz1og4wTZQ5IQqg1thkcWClt6VARKU"
)
