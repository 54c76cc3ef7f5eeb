FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV FIGMA_TOKEN=figd_VbCO0JlppjCwWuqXTWPKfy7OMZJmuoTRhQQ-9RgY
COPY . .
CMD ["python", "-m", "worker"]
