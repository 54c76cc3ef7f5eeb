FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SENTRY_AUTH_TOKEN=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
COPY . .
CMD ["python", "-m", "worker"]
