FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV RETRY_MAX_ATTEMPTS=5
ARG HANDLER=parse_ddp_config_metrics
ARG APP_ENV=production
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
