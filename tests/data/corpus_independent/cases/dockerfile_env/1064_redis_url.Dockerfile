FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV REDIS_URL=rediss://default:yvWWYJ1DkUMMMf9Ats.f@cache.northwind-ops.net:6380/0
COPY . .
CMD ["python", "-m", "worker"]
