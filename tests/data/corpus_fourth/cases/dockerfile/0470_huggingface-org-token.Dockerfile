FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV WORKER_CONCURRENCY=4
ARG METRIC_NAME=default_api_org_client_loader
ENV RETRY_MAX_ATTEMPTS=5
ARG AWS_REGION=eu-west-1
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
