FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV CACHE_TTL=600
ENV TIMEOUT_MS=3000
ENV TRIGGER_TOKEN=glptt-a1854cb0ba5606fe861a52214c9e52785554059c
ENV LOG_LEVEL=info
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
