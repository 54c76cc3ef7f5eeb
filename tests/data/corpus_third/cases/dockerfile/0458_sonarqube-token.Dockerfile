FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TIMEOUT_MS=3000
ENV APP_ENV=production
ENV SONAR_TOKEN=sqp_5a2f47a8f5279bd6979af2a8969c156295a02087
ENV DB_HOST=db.internal.example.net
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
