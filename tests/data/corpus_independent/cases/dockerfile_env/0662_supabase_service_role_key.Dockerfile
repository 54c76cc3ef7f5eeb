FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxucHVqdWNtZ3phemd2ZGtsZWp5Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczNTM1NDc1NCwiZXhwIjoyMDUwNzg0NTk2fQ.AxA1HhD0cq3SZJYsdb3XvtmyiOpMNMV7B-nn70ZCV-M
COPY . .
CMD ["python", "-m", "worker"]
