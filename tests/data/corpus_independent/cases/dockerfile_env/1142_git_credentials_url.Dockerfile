FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GIT_CREDENTIALS=https://deploy-bot:09wbw2Y9WVDeUV2f3z-S@git.northwind-ops.net
COPY . .
CMD ["python", "-m", "worker"]
