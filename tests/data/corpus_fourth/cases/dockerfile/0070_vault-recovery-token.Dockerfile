FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG WORKER_CONCURRENCY=4
ENV ACCESS_KEY=hvr.EbEWJPanmlgunbzUofIx2jjH
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
