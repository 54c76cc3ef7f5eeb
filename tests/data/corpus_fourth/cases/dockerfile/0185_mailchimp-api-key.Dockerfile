FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HTTP_TIMEOUT=30
ARG MAILCHIMP_API_KEY=003a3588e5ba0a1abccfba9118f5d3a0-us16
ARG WORKER_CONCURRENCY=4
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
