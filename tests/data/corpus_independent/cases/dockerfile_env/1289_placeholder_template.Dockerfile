FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SLACK_BOT_TOKEN={{ .Values.slack.botToken }}
COPY . .
CMD ["python", "-m", "worker"]
