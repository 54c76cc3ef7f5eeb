FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SENTRY_DSN=https://c2d1901e77135e4e7cec1d6e486fb444@o7394731.ingest.us.sentry.io/3677276
COPY . .
CMD ["python", "-m", "worker"]
