FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DATABASE_URL=postgres://readonly@db.internal.northwind-ops.net:5432/analytics
COPY . .
CMD ["python", "-m", "worker"]
