FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GRAFANA_CLOUD_TOKEN=glc_eyJvIjoiMjM5NDkzIiwibiI6InN0YWNrLTQ4NjMzNi1kZXBsb3kiLCJrIjoiOXpwVFpwWUhQZGp3QXBodjFoQ3ZxUjROIiwibSI6eyJyIjoicHJvZC11cy1lYXN0LTAifX0=
COPY . .
CMD ["python", "-m", "worker"]
