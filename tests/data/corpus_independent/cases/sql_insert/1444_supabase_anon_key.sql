-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Supabase', 'SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im5rdXNneHN2dHptbXVidGR3dG9tIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzUxMjIzNjYsImV4cCI6MjA1MDA4NzI2Nn0.sHI3s3ydpvF5X7w-ooCx7vsFhfj0rTYtaeK0SJMT56s');
