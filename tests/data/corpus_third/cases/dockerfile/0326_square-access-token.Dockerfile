FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TIMEOUT_MS=3000
ENV CACHE_TTL=600
ENV SQUARE_ACCESS_TOKEN=EAAAfhK8BJCO-KU3Q2Ip9gQCxsGRV3hQRLJ7Iu7w4vYSoxQrUi-aHhX-uxNllC2p
ENV LOG_LEVEL=info
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
