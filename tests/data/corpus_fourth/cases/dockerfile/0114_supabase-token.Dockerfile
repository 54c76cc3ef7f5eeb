FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV RETRY_MAX_ATTEMPTS=5
ARG SUPABASE_ACCESS_TOKEN=sbp_403d6df84ed70fde9b3ffa06d8dbc5d673e16db9
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
