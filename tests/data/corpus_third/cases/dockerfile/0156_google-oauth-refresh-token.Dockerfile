FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV FEATURE_FLAGS=search,billing
ENV PORT=8080
ENV GOOGLE_REFRESH_TOKEN=1//0ipCgYIARAAGAFdkVLhPhRDJY5mNzNhnVfTQ71XvFnAC7auNq9ZBCLGy47i-4rXbLIlFpNhAxCLN483U4S3GbXyM_6jzssYyG
ENV SENTRY_ENVIRONMENT=prod
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
