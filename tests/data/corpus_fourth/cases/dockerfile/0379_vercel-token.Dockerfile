FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG CACHE_TTL_SECONDS=300
ENV VERCEL_TOKEN=KWGnPOAm87jnkc2246Re9QtS
ENV FEATURE_BATCHING=true
ENV WORKER_CONCURRENCY=4
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
