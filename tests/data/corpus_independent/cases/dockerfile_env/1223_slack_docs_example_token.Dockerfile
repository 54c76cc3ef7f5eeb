FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work
COPY . .
CMD ["python", "-m", "worker"]
