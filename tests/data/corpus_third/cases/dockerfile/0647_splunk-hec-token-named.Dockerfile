FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SENTRY_ENVIRONMENT=prod
ENV CACHE_TTL=600
ENV SPLUNK_HEC_TOKEN=a6f12a84-64cd-4ab6-bdc7-74b7c199aac7
ENV AWS_REGION=eu-west-1
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
