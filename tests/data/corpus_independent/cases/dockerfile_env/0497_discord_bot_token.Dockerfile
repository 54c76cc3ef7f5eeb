FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DISCORD_BOT_TOKEN=NzA2OTQyNjE2NzU4MzMwMDA5.pC4Njf.ik-xUYYKguSlG_gbZd4Ab-6u2Zsc0cEgGKCeHP
COPY . .
CMD ["python", "-m", "worker"]
