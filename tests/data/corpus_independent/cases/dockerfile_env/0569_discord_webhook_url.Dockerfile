FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/9808125355780340894/7PbmhtPSnmXnK_tvny4gb-oH5vnSeL-24b54HEXvMe50WfSeDQNt9gAcoEzh_QOeekfV
COPY . .
CMD ["python", "-m", "worker"]
