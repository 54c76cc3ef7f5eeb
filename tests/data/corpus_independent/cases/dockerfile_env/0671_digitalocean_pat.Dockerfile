FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DIGITALOCEAN_TOKEN=dop_v1_e0f4c7ef50df72edb7524ef5edb17b74e5789579b0f1413cecafa5df9dd1b418
COPY . .
CMD ["python", "-m", "worker"]
