FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ID_TOKEN_HINT=eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1c2VyXzMxNzUwOSIsImlhdCI6MTc2NDUwMDAwMH0.
COPY . .
CMD ["python", "-m", "worker"]
