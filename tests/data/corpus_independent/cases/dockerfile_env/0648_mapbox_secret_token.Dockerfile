FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MAPBOX_SECRET_TOKEN=sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImVnZGw4YjFwNnJyeW5rbHpuODVna2RnNHYifQ.olmRG3NeYbIzD8zOmS2x9k
COPY . .
CMD ["python", "-m", "worker"]
