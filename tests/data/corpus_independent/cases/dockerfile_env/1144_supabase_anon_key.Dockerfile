FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InlseXZqZGhxcmNpeHdhemFlcHFkIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzUxNTY4MDMsImV4cCI6MjA1MDk1MDA3NH0.OVENEIUuWWmEARuvgx18rUvwua7wgKTQyEFDg5fRYIc
COPY . .
CMD ["python", "-m", "worker"]
