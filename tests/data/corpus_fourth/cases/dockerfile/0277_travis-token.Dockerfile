FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG CACHE_TTL_SECONDS=300
ARG TRAVIS_API_TOKEN=JInUZHFrXqg3bo3FM7EG4u
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
