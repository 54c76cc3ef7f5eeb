FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SLACK_WEBHOOK_URL=https://hooks.slack.com/services/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
COPY . .
CMD ["python", "-m", "worker"]
