FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG APP_ENV=production
ENV NOTION_API_KEY=secret_FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAK
ARG RETRY_MAX_ATTEMPTS=5
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
