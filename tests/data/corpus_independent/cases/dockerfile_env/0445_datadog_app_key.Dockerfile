FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DD_SITE=datadoghq.eu
ENV DD_APP_KEY=23037d2969841c1da0bde6b297e20a1c0a389526
COPY . .
CMD ["python", "-m", "worker"]
