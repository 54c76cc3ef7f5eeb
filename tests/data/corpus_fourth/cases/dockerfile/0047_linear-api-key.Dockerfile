FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HTTP_TIMEOUT=30
ARG LINEAR_API_KEY=lin_api_2KQfoAfXtlvjGMJPLoc0p7Cp2Jw47CqOwz8zefji
ARG AWS_REGION=eu-west-1
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
