terraform {
  required_version = ">= 1.6"
}

provider "supabase" {
  region = "eu-west-1"
  supabase_service_role_key = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InFudGpodGlncmF6YmhueW1wcmtqIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczNTMwMTQ4NiwiZXhwIjoyMDUwNzQ2MDgyfQ.t-jy4PpVaasQz05bea2mo7HUdPKkdWJdooglJzVXkU4"
}
