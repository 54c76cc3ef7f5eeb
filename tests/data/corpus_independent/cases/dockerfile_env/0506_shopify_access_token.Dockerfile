FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SHOPIFY_ACCESS_TOKEN=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
COPY . .
CMD ["python", "-m", "worker"]
