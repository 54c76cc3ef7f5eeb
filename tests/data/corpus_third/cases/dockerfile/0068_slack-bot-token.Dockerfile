FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV APP_ENV=production
ENV TIMEOUT_MS=3000
ENV SLACK_BOT_TOKEN=xoxb-147184615905-3563260604759-GS2jGjyON8teORHmaDxPWXiL
ENV LOG_LEVEL=info
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
