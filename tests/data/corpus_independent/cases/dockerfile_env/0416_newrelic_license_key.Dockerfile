FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NEW_RELIC_LICENSE_KEY=35875e3691588ce98e5b18b547ef2a9d1b64NRAL
COPY . .
CMD ["python", "-m", "worker"]
