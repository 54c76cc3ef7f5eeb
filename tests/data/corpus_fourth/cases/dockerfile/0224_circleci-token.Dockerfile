FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG AWS_REGION=eu-west-1
ARG TOKEN=CCIPAT_nFlT6UA5lIH2dndu41lfVB_773f07d3409a43cd180c68a1af9c0ed0d7847ef7
ENV WORKER_CONCURRENCY=4
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
