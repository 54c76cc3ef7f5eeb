FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG HTTP_TIMEOUT=30
ARG MONGODB_ATLAS_CLIENT_ID=mdb_sa_id_de75cde8a50544351dfb7372
ARG ACCESS_KEY=mdb_sa_sk_5vOMtpor4elut8Az98TMrMwFtymya4ZA3rKH852v
ARG AWS_REGION=eu-west-1
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
